import { describe, expect, it } from 'vitest';
import {
  canSendComment,
  type FeedbackEvent,
  type FeedbackState,
  feedbackReducer,
  initialFeedbackState,
} from './feedback-machine';

const run = (...events: FeedbackEvent[]): FeedbackState =>
  events.reduce(feedbackReducer, initialFeedbackState);

describe('feedbackReducer', () => {
  it('a thumb chooses, opens the dialog and marks the vote post in flight', () => {
    const state = run({ type: 'vote', choice: 'positive' });
    expect(state).toMatchObject({
      choice: 'positive',
      dialogOpen: true,
      votePending: true,
      attempt: 1,
    });
  });

  it('ignores a second thumb while a choice stands', () => {
    const state = run({ type: 'vote', choice: 'positive' }, { type: 'vote', choice: 'negative' });
    expect(state.choice).toBe('positive');
    expect(state.attempt).toBe(1);
  });

  it('a failed first post resets choice and dialog', () => {
    const state = run(
      { type: 'vote', choice: 'negative' },
      { type: 'comment-changed', comment: 'typed early' },
      { type: 'vote-failed', attempt: 1 },
    );
    expect(state).toEqual({ ...initialFeedbackState, attempt: 1 });
  });

  it('a successful first post keeps the dialog open with thumbs enabled again', () => {
    const state = run({ type: 'vote', choice: 'negative' }, { type: 'vote-posted', attempt: 1 });
    expect(state.dialogOpen).toBe(true);
    expect(state.votePending).toBe(false);
  });

  it('negative votes need a non-blank comment; positive ones do not', () => {
    const negative = run({ type: 'vote', choice: 'negative' }, { type: 'vote-posted', attempt: 1 });
    expect(canSendComment(negative)).toBe(false);
    expect(
      canSendComment(feedbackReducer(negative, { type: 'comment-changed', comment: '   ' })),
    ).toBe(false);
    expect(
      canSendComment(feedbackReducer(negative, { type: 'comment-changed', comment: ' why ' })),
    ).toBe(true);
    const positive = run({ type: 'vote', choice: 'positive' });
    expect(canSendComment(positive)).toBe(true);
    expect(feedbackReducer(negative, { type: 'send' })).toBe(negative);
  });

  it('send → in flight (Send disabled) → submitted', () => {
    const sending = run(
      { type: 'vote', choice: 'positive' },
      { type: 'vote-posted', attempt: 1 },
      { type: 'send' },
    );
    expect(sending.commentPending).toBe(true);
    expect(canSendComment(sending)).toBe(false);
    expect(feedbackReducer(sending, { type: 'comment-changed', comment: 'x' }).comment).toBe('');
    const done = feedbackReducer(sending, { type: 'sent', attempt: 1 });
    expect(done).toMatchObject({ submitted: true, commentPending: false, dialogOpen: true });
  });

  it('a failed comment post keeps the comment for another try', () => {
    const state = run(
      { type: 'vote', choice: 'negative' },
      { type: 'comment-changed', comment: 'broken link' },
      { type: 'send' },
      { type: 'send-failed', attempt: 1 },
    );
    expect(state).toMatchObject({
      comment: 'broken link',
      commentFailed: true,
      commentPending: false,
      submitted: false,
    });
    expect(canSendComment(state)).toBe(true);
  });

  it('closing resets choice and comment, from any state', () => {
    for (const events of [
      [{ type: 'vote', choice: 'negative' }] as FeedbackEvent[],
      [
        { type: 'vote', choice: 'positive' },
        { type: 'comment-changed', comment: 'nice' },
        { type: 'send' },
        { type: 'sent', attempt: 1 },
      ] as FeedbackEvent[],
    ]) {
      const closed = feedbackReducer(run(...events), { type: 'close' });
      expect(closed).toEqual({ ...initialFeedbackState, attempt: 1 });
    }
  });

  it('ignores answers that belong to an abandoned vote', () => {
    const reopened = run(
      { type: 'vote', choice: 'negative' },
      { type: 'close' },
      { type: 'vote', choice: 'positive' },
    );
    expect(reopened.attempt).toBe(2);
    expect(feedbackReducer(reopened, { type: 'vote-failed', attempt: 1 })).toBe(reopened);
    expect(feedbackReducer(reopened, { type: 'vote-posted', attempt: 1 })).toBe(reopened);
  });
});

/** Posts kept in the outbox (no network, 5xx, 429) to be sent later. */
describe('feedbackReducer: posts kept in the outbox', () => {
  it('a kept vote resets choice and dialog as a failed one does (SPEC §4), noting it is saved', () => {
    const state = run({ type: 'vote', choice: 'negative' }, { type: 'vote-queued', attempt: 1 });
    expect(state).toEqual({ ...initialFeedbackState, saved: 'queued', attempt: 1 });
  });

  it('a kept comment ends in the thank-you state, noting it is saved', () => {
    const state = run(
      { type: 'vote', choice: 'positive' },
      { type: 'vote-posted', attempt: 1 },
      { type: 'send' },
      { type: 'queued', attempt: 1 },
    );
    expect(state).toMatchObject({ submitted: true, commentPending: false, saved: 'queued' });
  });

  it('delivery turns the note into "sent"; closing keeps it; a new vote clears it', () => {
    const queued = run({ type: 'vote', choice: 'positive' }, { type: 'vote-queued', attempt: 1 });
    const delivered = feedbackReducer(queued, { type: 'delivered' });
    expect(delivered.saved).toBe('delivered');
    expect(feedbackReducer(delivered, { type: 'close' }).saved).toBe('delivered');
    expect(feedbackReducer(delivered, { type: 'vote', choice: 'negative' }).saved).toBeNull();
    expect(feedbackReducer(initialFeedbackState, { type: 'delivered' })).toBe(initialFeedbackState);
  });

  it('ignores the answer of an abandoned vote', () => {
    const closed = run({ type: 'vote', choice: 'positive' }, { type: 'close' });
    expect(feedbackReducer(closed, { type: 'vote-queued', attempt: 1 })).toBe(closed);
  });
});
