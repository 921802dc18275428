import { describe, expect, it } from 'vitest';
import {
  type FeedbackEvent,
  type FeedbackState,
  feedbackReducer,
  initialFeedbackState,
} from './feedback-machine';

const run = (...events: FeedbackEvent[]): FeedbackState =>
  events.reduce(feedbackReducer, initialFeedbackState);

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
