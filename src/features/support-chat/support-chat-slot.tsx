import { lazy, Suspense, useEffect, useState } from 'react';
import { SUPPORT_CHAT_QUERY, useSupportChatStore } from './support-chat-store';

const SupportChatLauncher = lazy(() =>
  import('./support-chat-launcher').then((module) => ({ default: module.SupportChatLauncher })),
);

/**
 * Where the support chat launcher goes. The launcher and the chat loader are
 * fetched only once the reader asks for the chat (a support button, or
 * `?supportChat=1`): a page that never shows it never downloads it.
 */
export function SupportChatSlot() {
  const requested = useSupportChatStore((s) => s.requested);
  const [byQuery, setByQuery] = useState(false);
  // Read after mount: the server render never shows the launcher.
  useEffect(() => {
    setByQuery(new URLSearchParams(window.location.search).get(SUPPORT_CHAT_QUERY) === '1');
  }, []);
  if (!requested && !byQuery) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatLauncher />
    </Suspense>
  );
}
