import type { ContactRecord } from './contact-record';

const RATE_WINDOW_MS = 60_000;
const DEFAULT_CONTACT_RATE_LIMIT = 5;

type StoreResult =
  | { stored: true; id: string; newWindow: boolean }
  | { stored: false; retryAfterSeconds: number; newWindow: boolean };

export function contactRateLimitFrom(value: string | undefined): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_CONTACT_RATE_LIMIT;
}

/**
 * Counts the request against the client's one-minute window and stores it only
 * while the client is within its limit, in one D1 batch (one transaction), the
 * same way feedback is stored: the row is a single INSERT, never partial.
 */
export async function storeContactRequest(
  db: D1Database,
  record: ContactRecord,
  options: { client: string; country: string | null; limit: number; now: number },
): Promise<StoreResult> {
  const id = crypto.randomUUID();
  const window = Math.floor(options.now / RATE_WINDOW_MS);
  const [counted, inserted] = await db.batch<{ hits: number }>([
    db
      .prepare(
        `INSERT INTO rate_limits (client, window_start, hits) VALUES (?1, ?2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = hits + 1
         RETURNING hits`,
      )
      .bind(options.client, window),
    db
      .prepare(
        `INSERT INTO contact_requests (id, name, email, company, message, team_size, page, country)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
         WHERE (SELECT hits FROM rate_limits WHERE client = ?9 AND window_start = ?10) <= ?11`,
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
      ),
  ]);
  const newWindow = counted.results[0]?.hits === 1;
  if (inserted.meta.changes === 1) return { stored: true, id, newWindow };
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
