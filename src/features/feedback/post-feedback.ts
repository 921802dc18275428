import type { FeedbackChoice } from './feedback-machine';

export interface FeedbackPost {
  /** The current pathname. */
  page: string;
  feedback: FeedbackChoice;
  comment?: string;
}

export const FEEDBACK_ENDPOINT = '/api/feedback';

/** POST /api/feedback → 201 {id}; anything else (or no network) rejects. */
export async function postFeedback(
  body: FeedbackPost,
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: string }> {
  const response = await fetchImpl(FEEDBACK_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`feedback post answered ${response.status}`);
  return (await response.json()) as { id: string };
}
