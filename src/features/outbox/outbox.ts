/**
 * The outbox: feedback, answer ratings and contact requests are written to
 * IndexedDB before they are posted, each with its own idempotency key, and
 * removed once the server has answered for good. A post that meets no network,
 * a timeout, a 5xx, 408 or 429 stays and is sent again with the same key (on
 * `online`, on the next page load, and on a backoff timer); the server stores a
 * key once (functions/_lib/idempotency.ts), so a retry never makes a second
 * record. Any other 4xx is final: it is dropped and handed back to the caller.
 */
import { allItems, deleteItem, type OutboxItem, type OutboxKind, putItem } from './outbox-db';
import { clearPending, markPending } from './outbox-flag';
import { isRetryable, nextAttemptDelay } from './outbox-policy';

/** How long one attempt may take; also how long a fresh post is left to its own sender. */
const REQUEST_TIMEOUT_MS = 15_000;

export type SendResult =
  /** Stored by the server: its JSON answer. */
  | { state: 'sent'; status: number; body: unknown }
  /** Kept in the outbox; it goes out when the network is back. */
  | { state: 'queued'; key: string }
  /** Refused for good (a 4xx other than 408/429): its JSON answer. */
  | { state: 'rejected'; status: number; body: unknown };

type Answer = { status: number; body: unknown; retryAfter: string | null };

async function attempt(item: OutboxItem): Promise<Answer> {
  try {
    const response = await fetch(item.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': item.key },
      body: item.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, body: null, retryAfter: null };
  }
}

const delivered = new EventTarget();

/** Calls `listener` once the queued post `key` is stored by the server (in this tab). */
export function onDelivered(key: string, listener: () => void): () => void {
  const handler = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) listener();
  };
  delivered.addEventListener('delivered', handler);
  return () => delivered.removeEventListener('delivered', handler);
}

/** Applies an answer to a stored item: removed when final, else scheduled again. */
async function settle(item: OutboxItem, answer: Answer): Promise<SendResult> {
  if (!isRetryable(answer.status)) {
    await deleteItem(item.key).catch(() => {});
    if (answer.status >= 200 && answer.status < 300) {
      delivered.dispatchEvent(new CustomEvent('delivered', { detail: item.key }));
      return { state: 'sent', status: answer.status, body: answer.body };
    }
    return { state: 'rejected', status: answer.status, body: answer.body };
  }
  const attempts = item.attempts + 1;
  const nextAt = Date.now() + nextAttemptDelay(attempts, answer.retryAfter);
  await putItem({ ...item, attempts, nextAt });
  schedule(nextAt);
  return { state: 'queued', key: item.key };
}

/**
 * Posts `body` to `url` through the outbox. If the outbox cannot be written
 * (storage refused) the post is still sent once, and a failure is 'rejected'
 * with status 0, as a plain post would fail.
 */
export async function send(kind: OutboxKind, url: string, body: unknown): Promise<SendResult> {
  const now = Date.now();
  const item: OutboxItem = {
    key: crypto.randomUUID(),
    kind,
    url,
    body: JSON.stringify(body),
    createdAt: now,
    attempts: 0,
    // A flush (this tab or another) leaves it to this sender while it is in flight.
    nextAt: now + REQUEST_TIMEOUT_MS + 1_000,
  };
  const kept = await putItem(item).then(
    () => true,
    () => false,
  );
  if (kept) markPending();
  const answer = await attempt(item);
  if (!kept) {
    const ok = answer.status >= 200 && answer.status < 300;
    return { state: ok ? 'sent' : 'rejected', status: answer.status, body: answer.body };
  }
  return settle(item, answer);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let timerAt = Number.POSITIVE_INFINITY;

function schedule(at: number): void {
  if (at >= timerAt) return;
  clearTimeout(timer);
  timerAt = at;
  timer = setTimeout(
    () => {
      timerAt = Number.POSITIVE_INFINITY;
      void flush();
    },
    Math.max(0, at - Date.now()),
  );
}

let flushing: Promise<void> | undefined;

/**
 * Sends every kept post that is due, one at a time; one tab flushes at a time.
 * `reconnected`: the browser is back online, so posts that failed for want of
 * a network go now instead of at the end of their backoff.
 */
export function flush(reconnected = false): Promise<void> {
  flushing ??= withFlushLock(() => flushDue(reconnected)).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function withFlushLock(run: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return run();
  // Another tab flushing the same store would only send the same keys twice.
  await navigator.locks.request('outbox-flush', { ifAvailable: true }, async (lock) => {
    if (lock) await run();
  });
}

async function flushDue(reconnected: boolean): Promise<void> {
  // Offline, every attempt would fail at once: wait for the `online` event.
  if (!navigator.onLine) return;
  const items = await allItems().catch(() => [] as OutboxItem[]);
  if (items.length === 0) {
    clearPending();
    return;
  }
  const now = Date.now();
  let left = 0;
  for (const item of items.sort((a, b) => a.createdAt - b.createdAt)) {
    // attempts 0: its first post is still in flight, from this tab or another.
    const due = item.nextAt <= now || (reconnected && item.attempts > 0);
    if (!due) {
      left += 1;
      schedule(item.nextAt);
      continue;
    }
    const result = await settle(item, await attempt(item));
    if (result.state === 'queued') left += 1;
  }
  if (left === 0) clearPending();
}

let started = false;

/** Sends what is due now, and again whenever the browser is back online. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flush(true));
  void flush();
}
