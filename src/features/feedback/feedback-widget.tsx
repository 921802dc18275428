import { Svg } from '../../theme/icons/icons';
import { lazyPart, loadAhead, PartBoundary } from '../../theme/lazy-part';
import { prepareOutbox } from '../outbox/load-outbox';
import { FEEDBACK_LABELS as L } from './feedback-labels';
import type { FeedbackChoice } from './feedback-machine';
import type { FeedbackPost } from './post-feedback';
import { useFeedback } from './use-feedback';
import './feedback.css';

const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazyPart(loadDialog);
/** The dialog's code and the outbox's, fetched while the network is there. */
const prepare = () => {
  loadAhead(loadDialog);
  prepareOutbox();
};

/** "Was this page helpful?" with thumbs up and down (SPEC.md §4 "Feedback widget"). */
export function FeedbackWidget({
  page,
  post,
}: {
  /** The current pathname. */
  page: string;
  post?: (body: FeedbackPost) => Promise<unknown>;
}) {
  const { state, canSend, vote, send, setComment, close } = useFeedback(page, post);
  const thumb = (choice: FeedbackChoice) => (
    <button
      type="button"
      className="feedback-thumb"
      aria-label={choice === 'positive' ? L.positive : L.negative}
      aria-pressed={state.choice === choice}
      disabled={state.votePending}
      onClick={() => vote(choice)}
    >
      <ThumbIcon down={choice === 'negative'} />
    </button>
  );
  return (
    // Fetch the dialog's code as soon as the reader comes near the thumbs.
    <section
      className="feedback"
      aria-label="Page feedback"
      onPointerEnter={prepare}
      onFocus={prepare}
    >
      <span className="feedback-question">{L.question}</span>
      <div className="feedback-thumbs">
        {thumb('positive')}
        {thumb('negative')}
      </div>
      {/* Feedback kept in the outbox: said under the thumbs once the dialog is closed. */}
      {state.saved && !state.dialogOpen ? (
        <p className="feedback-saved" role="status">
          {state.saved === 'queued' ? L.saved : L.delivered}
        </p>
      ) : null}
      {/* A dialog whose code cannot be fetched (offline) is left out; the vote goes on. */}
      {state.dialogOpen ? (
        <PartBoundary fallback={null}>
          <FeedbackDialog
            state={state}
            canSend={canSend}
            onCommentChange={setComment}
            onSend={send}
            onClose={close}
          />
        </PartBoundary>
      ) : null}
    </section>
  );
}

function ThumbIcon({ down }: { down: boolean }) {
  return (
    <Svg width="18" height="18" style={down ? { transform: 'rotate(180deg)' } : undefined}>
      <path d="M7 10v12" />
      <path d="M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z" />
    </Svg>
  );
}
