import type { ContactRecord } from './contact-record';
import { CLAIM_HELD, claimKey, storedRecordId } from './idempotency';

const RATE_WINDOW_MS = 60_000;
const DEFAULT_CONTACT_RATE_LIMIT = 5;

type StoreResult =
  | { stored: true; id: string; repeat: boolean; newWindow: boolean }
  | { stored: false; retryAfterSeconds: number; newWindow: boolean };

export function contactRateLimitFrom(value: string | undefined): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_CONTACT_RATE_LIMIT;
}

/**
 * Counts the request against the client's one-minute window and stores it only
 * while the client is within its limit, in one D1 batch (one transaction), the
 * same way feedback is stored: the row is a single INSERT, never partial, and
 * a repeat of an idempotency key answers the first request's id.
 */
export async function storeContactRequest(
  db: D1Database,
  record: ContactRecord,
  options: {
    client: string;
    country: string | null;
    limit: number;
    now: number;
    idempotencyKey?: string | null;
  },
): Promise<StoreResult> {
  const key = options.idempotencyKey ?? null;
  const earlier = key ? await storedRecordId(db, 'contact', key) : null;
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
    ...(key ? [claimKey(db, 'contact', key, id, withinLimit)] : []),
    db
      .prepare(
        `INSERT INTO contact_requests (id, name, email, company, message, team_size, page, country)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
         WHERE (SELECT hits FROM rate_limits WHERE client = ?9 AND window_start = ?10) <= ?11
           AND ${key ? CLAIM_HELD(12) : '1'}`,
      )
      .bind(
        id,
        record.name,
        record.email,
        record.company,
        record.message,
        record.teamSize,
        record.page,
        options.country,
        options.client,
        window,
        options.limit,
        ...(key ? ['contact', key, id] : []),
      ),
  ];
  const results = await db.batch<{ hits: number }>(statements);
  const counted = results[0];
  const inserted = results[results.length - 1];
  const newWindow = counted.results[0]?.hits === 1;
  if (inserted.meta.changes === 1) return { stored: true, id, repeat: false, newWindow };
  // A post with the same key won the race between the check above and this batch.
  const winner = key ? await storedRecordId(db, 'contact', key) : null;
  if (winner) return { stored: true, id: winner, repeat: true, newWindow };
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil(((window + 1) * RATE_WINDOW_MS - options.now) / 1000),
  );
  return { stored: false, retryAfterSeconds, newWindow };
}

/** Marks a stored request as delivered to the webhook. */
export async function markForwarded(db: D1Database, id: string): Promise<void> {
  await db
    .prepare(
      "UPDATE contact_requests SET forwarded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1",
    )
    .bind(id)
    .run();
}
