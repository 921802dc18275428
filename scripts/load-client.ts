/**
 * One load-test client: its own IP, posting its share of the feedback records
 * one after another, each with an Idempotency-Key. A post that meets no server
 * (connection refused or reset, timeout), a 5xx, 408 or 429 is sent again with
 * the same key after a backoff, as the reader's outbox does, until it is stored
 * or the deadline passes; any other answer is final.
 */

export interface Outcome {
  token: string;
  /** The last answer's status; 0 when no server answered. */
  status: number;
  id?: string;
  /** From the first attempt to the final answer, retries and backoff included. */
  ms: number;
  attempts: number;
  /** Each attempt's own duration. */
  requestMs: number[];
}

export interface ClientOptions {
  url: () => string;
  client: number;
  count: number;
  pages: readonly string[];
  runId: string;
  /** Called after each record is final, so a fault can start part way. */
  onDone: () => void;
  deadlineMs?: number;
}

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_BACKOFF_MS = 2_000;

export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

function backoffMs(attempt: number, retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  if (retryAfter !== null && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const base = Math.min(MAX_BACKOFF_MS, 100 * 2 ** (attempt - 1));
  // Jitter keeps 20 clients from coming back in step after an outage.
  return base * (0.5 + Math.random() / 2);
}

async function attempt(
  url: string,
  key: string,
  ip: string,
  body: string,
): Promise<{ status: number; id?: string; retryAfter: string | null }> {
  try {
    const response = await fetch(`${url}/api/feedback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': ip,
        'idempotency-key': key,
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const payload = (await response.json().catch(() => ({}))) as { id?: string };
    return {
      status: response.status,
      id: payload.id,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

export async function runClient(options: ClientOptions): Promise<Outcome[]> {
  const { client, count, pages, runId } = options;
  const outcomes: Outcome[] = [];
  const ip = `10.20.0.${client + 1}`;
  for (let i = 0; i < count; i++) {
    const token = `load:${runId}:${client}:${i}`;
    const body = JSON.stringify({
      page: pages[(client * 50 + i) % pages.length],
      feedback: i % 3 === 0 ? 'negative' : 'positive',
      comment: `${token} ${'feedback text '.repeat(1 + (i % 20))}`,
    });
    const key = `load-${runId}-${client}-${i}`;
    const started = performance.now();
    const deadline = started + (options.deadlineMs ?? 120_000);
    const requestMs: number[] = [];
    for (;;) {
      const sent = performance.now();
      const answer = await attempt(options.url(), key, ip, body);
      requestMs.push(performance.now() - sent);
      const final = !isRetryable(answer.status) || performance.now() > deadline;
      if (final) {
        outcomes.push({
          token,
          status: answer.status,
          id: answer.id,
          ms: performance.now() - started,
          attempts: requestMs.length,
          requestMs,
        });
        break;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, backoffMs(requestMs.length, answer.retryAfter)),
      );
    }
    options.onDone();
  }
  return outcomes;
}
