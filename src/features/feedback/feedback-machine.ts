/**
 * The feedback widget's states (SPEC.md §4 "Feedback widget", §5): no choice →
 * a thumb opens the dialog and posts the vote at once → the reader may send a
 * comment → 'submitted' thank-you. Closing the dialog, or a failed first post,
 * goes back to no choice. A post kept in the outbox to be sent later (no
 * network, 5xx, 429) is `saved`: a kept vote still resets the widget as a
 * failed one does (SPEC.md §4), with the saved note instead of nothing; a kept
 * comment ends in the thank-you state with that note. Pure, so every
 * transition is unit-tested.
 */
export type FeedbackChoice = 'positive' | 'negative';

export interface FeedbackState {
  choice: FeedbackChoice | null;
  dialogOpen: boolean;
  /** The vote's own post is in flight: the thumbs are disabled. */
  votePending: boolean;
  comment: string;
  /** The comment post is in flight: Send is disabled and reads 'Submitting…'. */
  commentPending: boolean;
  /** The comment post failed; the form stays so the reader can retry. */
  commentFailed: boolean;
  submitted: boolean;
  /** The last post was kept in the outbox ('queued'), and later delivered. */
  saved: 'queued' | 'delivered' | null;
  /** Increases with every vote, so answers to an abandoned vote are ignored. */
  attempt: number;
}

export type FeedbackEvent =
  | { type: 'vote'; choice: FeedbackChoice }
  | { type: 'vote-posted'; attempt: number }
  | { type: 'vote-failed'; attempt: number }
  | { type: 'vote-queued'; attempt: number }
  | { type: 'comment-changed'; comment: string }
  | { type: 'send' }
  | { type: 'sent'; attempt: number }
  | { type: 'send-failed'; attempt: number }
  | { type: 'queued'; attempt: number }
  | { type: 'delivered' }
  | { type: 'close' };

export const initialFeedbackState: FeedbackState = {
  choice: null,
  dialogOpen: false,
  votePending: false,
  comment: '',
  commentPending: false,
  commentFailed: false,
  submitted: false,
  saved: null,
  attempt: 0,
};

/** A negative vote needs a comment; a positive one may be sent as it is (SPEC.md §5). */
export function canSendComment(state: FeedbackState): boolean {
  if (!state.choice || state.commentPending || state.submitted) return false;
  return state.choice === 'positive' || state.comment.trim() !== '';
}

/** Back to no choice; the note about a kept post stays until the next vote. */
function reset(state: FeedbackState): FeedbackState {
  return { ...initialFeedbackState, saved: state.saved, attempt: state.attempt };
}

export function feedbackReducer(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'vote':
      if (state.choice !== null || state.votePending) return state;
      return {
        ...initialFeedbackState,
        choice: event.choice,
        dialogOpen: true,
        votePending: true,
        attempt: state.attempt + 1,
      };
    case 'vote-posted':
      if (event.attempt !== state.attempt || !state.votePending) return state;
      return { ...state, votePending: false };
    case 'vote-failed':
      if (event.attempt !== state.attempt || !state.votePending) return state;
      return reset(state);
    case 'vote-queued':
      if (event.attempt !== state.attempt || !state.votePending) return state;
      return { ...reset(state), saved: 'queued' };
    case 'comment-changed':
      if (state.commentPending || state.submitted) return state;
      return { ...state, comment: event.comment, commentFailed: false };
    case 'send':
      if (!canSendComment(state)) return state;
      return { ...state, commentPending: true, commentFailed: false };
    case 'sent':
      if (event.attempt !== state.attempt || !state.commentPending) return state;
      return { ...state, commentPending: false, submitted: true };
    case 'queued':
      if (event.attempt !== state.attempt || !state.commentPending) return state;
      return { ...state, commentPending: false, submitted: true, saved: 'queued' };
    case 'delivered':
      return state.saved === 'queued' ? { ...state, saved: 'delivered' } : state;
    case 'send-failed':
      if (event.attempt !== state.attempt || !state.commentPending) return state;
      return { ...state, commentPending: false, commentFailed: true };
    case 'close':
      return reset(state);
  }
}
