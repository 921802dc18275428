import { useEffect, useState } from 'react';
import { site, supportChat } from '../../../config/site';
import { Svg } from '../../theme/icons/icons';
import { loadChat } from './chat-script';
import { useSupportChatStore } from './support-chat-store';
import './support-chat.css';

export const SUPPORT_CHAT_LABEL = 'Contact Support';
export const SUPPORT_CHAT_QUERY = 'supportChat';

function requestedByQuery(): boolean {
  return new URLSearchParams(window.location.search).get(SUPPORT_CHAT_QUERY) === '1';
}

function openMail(): void {
  window.location.href = `mailto:${site.supportEmail}`;
}

/**
 * The support chat launcher (SPEC.md §4): hidden until the chat is opened or
 * requested with ?supportChat=1; only then is the chat script loaded. Without
 * an app id it opens an email to support instead.
 */
export function SupportChatLauncher({
  appId = supportChat.appId,
  scriptUrl = supportChat.scriptUrl,
}: {
  appId?: string;
  scriptUrl?: string;
}) {
  const requested = useSupportChatStore((s) => s.requested);
  const openCount = useSupportChatStore((s) => s.openCount);
  const requestChat = useSupportChatStore((s) => s.requestChat);
  const showLauncher = useSupportChatStore((s) => s.showLauncher);
  const [failed, setFailed] = useState(false);

  // The query parameter is read after mount: the server render never shows the launcher.
  // Without a chat it only shows the launcher: a mail client must not pop up on page load.
  useEffect(() => {
    if (!requestedByQuery()) return;
    if (appId) requestChat();
    else showLauncher();
  }, [appId, requestChat, showLauncher]);

  useEffect(() => {
    if (openCount === 0) return;
    if (!appId) {
      openMail();
      return;
    }
    let cancelled = false;
    loadChat(scriptUrl, appId).then(
      (api) => {
        if (!cancelled) api.open();
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [openCount, appId, scriptUrl]);

  if (!requested) return null;
  return (
    <button
      type="button"
      className="support-chat-launcher"
      data-chat-state={failed ? 'failed' : 'ready'}
      aria-label={SUPPORT_CHAT_LABEL}
      title={failed ? `${SUPPORT_CHAT_LABEL}: ${site.supportEmail}` : SUPPORT_CHAT_LABEL}
      onClick={() => (failed ? openMail() : requestChat())}
    >
      <Svg width="22" height="22">
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </Svg>
    </button>
  );
}
