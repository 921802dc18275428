import { lazyPart, PartBoundary } from '../../theme/lazy-part';
import { useAssistantStore } from './assistant-store';
import './ask-ai-button.css';
import { Svg } from '../../theme/icons/icons';

/** The modal and everything it needs (Markdown, highlighting) load on the first open only. */
const AssistantModal = lazyPart(() => import('./modal/assistant-modal'));

export const ASK_AI_LABEL = 'Ask AI';

function SparkIcon() {
  return (
    <Svg>
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
      <path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
    </Svg>
  );
}

/** The navbar entry; it also hosts the modal once it has been opened anywhere. */
export function AskAiButton() {
  const loaded = useAssistantStore((s) => s.loaded);
  const openAssistant = useAssistantStore((s) => s.openAssistant);
  const unload = useAssistantStore((s) => s.unload);
  return (
    <>
      <button
        type="button"
        className="ask-ai-button"
        aria-haspopup="dialog"
        onClick={() => openAssistant()}
      >
        <SparkIcon />
        <span>{ASK_AI_LABEL}</span>
      </button>
      {loaded ? (
        // Without its code (offline) the button does nothing, and tries again next time.
        <PartBoundary fallback={null} onError={unload}>
          <AssistantModal />
        </PartBoundary>
      ) : null}
    </>
  );
}
