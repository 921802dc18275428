import { loadOutbox } from '../outbox/load-outbox';
import type { FeedbackChoice } from './feedback-machine';

export interface FeedbackPost {
  /** The current pathname. */
  page: string;
  feedback: FeedbackChoice;
  comment?: string;
}

export const FEEDBACK_ENDPOINT = '/api/feedback';

/** Kept in the outbox to be sent later: `key` names it for the delivery notice. */
export interface QueuedPost {
  queued: true;
  key: string;
}

export function isQueued(result: unknown): result is QueuedPost {
  return typeof result === 'object' && result !== null && (result as QueuedPost).queued === true;
}

/**
 * POST /api/feedback through the outbox (src/features/outbox): 201 → {id};
 * no network, a 5xx or 429 → kept and sent later ({queued, key}); any other
 * answer, or outbox code that cannot be fetched, rejects.
 */
export async function postFeedback(body: FeedbackPost): Promise<{ id: string } | QueuedPost> {
  const { send } = await loadOutbox();
  const result = await send('feedback', FEEDBACK_ENDPOINT, body);
  if (result.state === 'queued') return { queued: true, key: result.key };
  if (result.state === 'sent') return result.body as { id: string };
  throw new Error(`feedback post answered ${result.status}`);
}

/** Calls `listener` once the kept post `key` has been stored. */
export function whenDelivered(key: string, listener: () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  loadOutbox().then(
    (outbox) => {
      if (!stopped) stop = outbox.onDelivered(key, listener);
    },
    // Without the outbox's code nothing kept can be sent from this page, so nothing is delivered.
    () => {},
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
