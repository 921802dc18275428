import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { CSSProperties } from 'react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { assistantConfig } from '../../../../config/assistant';
import { useContentManifest } from '../../../data/content-context';
import { splitLocale } from '../../../data/locale-route';
import { CloseIcon } from '../../../theme/icons/icons';
import { useSearch } from '../../search/use-search';
import type { Source } from '../answer-stream';
import { useAssistantStore } from '../assistant-store';
import { useChat } from '../use-chat';
import { ChatActions } from './chat-actions';
import { ChatView } from './chat-view';
import { HelpMenu } from './help-menu';
import { SearchView } from './search-view';
import '../../../styles/dialog.css';
import './assistant-modal.css';

const accent = { '--assistant-accent': assistantConfig.brandColor } as CSSProperties;

/**
 * The assistant: a chat view and a search view in one dialog (Headless UI:
 * focus trap, Escape closes). Closing it stops an answer in progress; the
 * conversation stays for the next open.
 */
export default function AssistantModal() {
  const open = useAssistantStore((s) => s.open);
  const view = useAssistantStore((s) => s.view);
  const draft = useAssistantStore((s) => s.draft);
  const seed = useAssistantStore((s) => s.seed);
  const setView = useAssistantStore((s) => s.setView);
  const closeAssistant = useAssistantStore((s) => s.closeAssistant);
  const takeSeed = useAssistantStore((s) => s.takeSeed);
  const manifest = useContentManifest();
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname, manifest);
  const search = useSearch(manifest.buildId, locale, undefined, manifest.searchShards?.[locale]);
  const chat = useChat(locale);
  const { setTurns, stop } = chat;

  // A shared conversation being continued replaces the current one.
  useEffect(() => {
    if (!seed) return;
    const turns = takeSeed() ?? [];
    setTurns(
      turns.map((turn, i) => ({
        id: -1 - i,
        question: turn.question,
        answer: turn.answer,
        sources: turn.sources as Source[],
        status: 'done',
      })),
    );
  }, [seed, takeSeed, setTurns]);

  const close = () => {
    stop();
    closeAssistant();
  };

  return (
    <Dialog open={open} onClose={close} className="dialog assistant-dialog">
      <div className="dialog-backdrop" aria-hidden="true" />
      <div className="dialog-frame assistant-frame">
        <DialogPanel className="dialog-panel assistant-panel" style={accent}>
          <header className="assistant-header">
            <DialogTitle className="assistant-title">Ask AI</DialogTitle>
            <fieldset className="assistant-views">
              <legend className="sr-only">View</legend>
              <button
                type="button"
                className="assistant-view-button"
                aria-pressed={view === 'chat'}
                onClick={() => setView('chat')}
              >
                Chat
              </button>
              <button
                type="button"
                className="assistant-view-button"
                aria-pressed={view === 'search'}
                onClick={() => setView('search')}
              >
                Search
              </button>
            </fieldset>
            <div className="assistant-header-actions">
              <ChatActions turns={chat.turns} />
              <HelpMenu />
              <button
                type="button"
                className="assistant-header-button assistant-close"
                aria-label="Close"
                onClick={close}
              >
                <CloseIcon width={18} height={18} />
              </button>
            </div>
          </header>
          <div className="assistant-body">
            {view === 'chat' ? (
              <ChatView
                turns={chat.turns}
                draft={draft}
                onAsk={chat.ask}
                onStop={chat.stop}
                onRetry={chat.retry}
                onNavigate={close}
                locale={locale}
              />
            ) : (
              <SearchView search={search} onNavigate={close} />
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
