/**
 * When a post is kept to send again, and when it is tried next. Pure, so the
 * rules are unit-tested apart from the browser's storage and network.
 */

/** No answer (offline, timeout), a 5xx, 408 or 429: the same post can succeed later. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

const FIRST_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * Exponential backoff from 2 s to 5 min after the n-th failed attempt, with
 * jitter so tabs and readers do not return in step; a Retry-After in seconds
 * wins when it asks for longer.
 */
export function nextAttemptDelay(
  attempts: number,
  retryAfter: string | null,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = backoff * (0.5 + random() / 2);
  const asked = Number(retryAfter) * 1000;
  return retryAfter !== null && Number.isFinite(asked) && asked > jittered
    ? Math.min(asked, MAX_BACKOFF_MS)
    : jittered;
}
