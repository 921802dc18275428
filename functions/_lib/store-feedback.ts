import type { FeedbackRecord } from './feedback-record';
import { CLAIM_HELD, claimKey, storedRecordId } from './idempotency';

const RATE_WINDOW_MS = 60_000;
const DEFAULT_RATE_LIMIT = 30;

type StoreResult =
  | {
      stored: true;
      id: string /** The key was stored before: `id` is the first record's. */;
      repeat: boolean;
    }
  | { stored: false; retryAfterSeconds: number };

export function rateLimitFrom(value: string | undefined): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_RATE_LIMIT;
}

/**
 * Counts the post against the client's one-minute window and stores the record
 * only while the client is within its limit. Both statements run as one D1 batch,
 * which is a single transaction: concurrent posts from one client are serialised
 * by the database (correct across isolates and locations, unlike in-memory
 * counters), and the record is one INSERT, so a partial row is impossible.
 * With an idempotency key (functions/_lib/idempotency.ts) a repeat is answered
 * with the first record and counts against no limit.
 */
export async function storeFeedback(
  db: D1Database,
  record: FeedbackRecord,
  options: {
    client: string;
    country: string | null;
    limit: number;
    now: number;
    idempotencyKey?: string | null;
  },
): Promise<StoreResult & { newWindow: boolean }> {
  const key = options.idempotencyKey ?? null;
  const earlier = key ? await storedRecordId(db, 'feedback', key) : null;
  if (earlier) return { stored: true, id: earlier, repeat: true, newWindow: false };
  const id = crypto.randomUUID();
  const window = Math.floor(options.now / RATE_WINDOW_MS);
  const withinLimit = {
    sql: '(SELECT hits FROM rate_limits WHERE client = ?4 AND window_start = ?5) <= ?6',
    params: [options.client, window, options.limit],
  };
  const statements = [
    db
      .prepare(
        `INSERT INTO rate_limits (client, window_start, hits) VALUES (?1, ?2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = hits + 1
         RETURNING hits`,
      )
      .bind(options.client, window),
    ...(key ? [claimKey(db, 'feedback', key, id, withinLimit)] : []),
    db
      .prepare(
        `INSERT INTO feedback (id, page, feedback, comment, country)
         SELECT ?1, ?2, ?3, ?4, ?5
         WHERE (SELECT hits FROM rate_limits WHERE client = ?6 AND window_start = ?7) <= ?8
           AND ${key ? CLAIM_HELD(9) : '1'}`,
      )
      .bind(
        id,
        record.page,
        record.feedback,
        record.comment,
        options.country,
        options.client,
        window,
        options.limit,
        ...(key ? ['feedback', key, id] : []),
      ),
  ];
  const results = await db.batch<{ hits: number }>(statements);
  const counted = results[0];
  const inserted = results[results.length - 1];
  const newWindow = counted.results[0]?.hits === 1;
  if (inserted.meta.changes === 1) return { stored: true, id, repeat: false, newWindow };
  // A post with the same key won the race between the check above and this batch.
  const winner = key ? await storedRecordId(db, 'feedback', key) : null;
  if (winner) return { stored: true, id: winner, repeat: true, newWindow };
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil(((window + 1) * RATE_WINDOW_MS - options.now) / 1000),
  );
  return { stored: false, retryAfterSeconds, newWindow };
}

/** Drops windows that can no longer limit anyone. */
export async function pruneRateLimits(db: D1Database, now: number): Promise<void> {
  const window = Math.floor(now / RATE_WINDOW_MS);
  await db
    .prepare('DELETE FROM rate_limits WHERE window_start < ?1')
    .bind(window - 1)
    .run();
}
