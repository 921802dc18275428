/**
 * How feedback and contact requests are stored: the post is counted against
 * the client's one-minute window and its record stored only while the client
 * is within its limit. The statements run as one D1 batch, which is a single
 * transaction: concurrent posts from one client are serialised by the
 * database (correct across isolates and locations, unlike in-memory
 * counters), and the record is one INSERT, so a partial row is impossible.
 * With an idempotency key (functions/_lib/idempotency.ts) the key is claimed
 * in the same batch, and a repeat is answered with the first record's id and
 * counts against no limit.
 */
import { storeOrBusy } from './busy-retry';
import { clientKey } from './client-key';
import type { Env } from './env';
import {
  CLAIM_HELD,
  claimKey,
  type IdempotencyScope,
  readIdempotencyKey,
  storedRecordId,
} from './idempotency';
import { jsonError } from './json';

const RATE_WINDOW_MS = 60_000;

export interface LimitedStoreOptions {
  client: string;
  limit: number;
  now: number;
  idempotencyKey?: string | null;
}

/** A record's table and its columns but `id` (values in column order). */
export interface RecordInsert {
  table: string;
  columns: Record<string, unknown>;
}

export type LimitedStoreResult =
  /** `repeat`: the key was stored before, and `id` is the first record's. */
  | { stored: true; id: string; repeat: boolean; newWindow: boolean }
  | { stored: false; retryAfterSeconds: number; newWindow: boolean };

export async function storeWithinLimit(
  db: D1Database,
  scope: IdempotencyScope,
  insert: RecordInsert,
  options: LimitedStoreOptions,
): Promise<LimitedStoreResult> {
  const key = options.idempotencyKey ?? null;
  const earlier = key ? await storedRecordId(db, scope, key) : null;
  if (earlier) return { stored: true, id: earlier, repeat: true, newWindow: false };
  const id = crypto.randomUUID();
  const window = Math.floor(options.now / RATE_WINDOW_MS);
  const names = ['id', ...Object.keys(insert.columns)];
  const values = [id, ...Object.values(insert.columns)];
  const at = values.length; // the parameters after the record's values
  const statements = [
    db
      .prepare(
        `INSERT INTO rate_limits (client, window_start, hits) VALUES (?1, ?2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = hits + 1
         RETURNING hits`,
      )
      .bind(options.client, window),
    ...(key
      ? [
          claimKey(db, scope, key, id, {
            sql: '(SELECT hits FROM rate_limits WHERE client = ?4 AND window_start = ?5) <= ?6',
            params: [options.client, window, options.limit],
          }),
        ]
      : []),
    db
      .prepare(
        `INSERT INTO ${insert.table} (${names.join(', ')})
         SELECT ${values.map((_, i) => `?${i + 1}`).join(', ')}
         WHERE (SELECT hits FROM rate_limits WHERE client = ?${at + 1} AND window_start = ?${at + 2}) <= ?${at + 3}
           AND ${key ? CLAIM_HELD(at + 4) : '1'}`,
      )
      .bind(...values, options.client, window, options.limit, ...(key ? [scope, key, id] : [])),
  ];
  const results = await db.batch<{ hits: number }>(statements);
  const newWindow = results[0].results[0]?.hits === 1;
  if (results[results.length - 1].meta.changes === 1) {
    return { stored: true, id, repeat: false, newWindow };
  }
  // A post with the same key won the race between the check above and this batch.
  const winner = key ? await storedRecordId(db, scope, key) : null;
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

/**
 * A validated post of an endpoint that stores (feedback, contact requests):
 * its Idempotency-Key read (400 when malformed), the record stored with the
 * country the request came from, as `scope` within `limit` posts a minute per
 * client IP; a database still busy answers 503, a client over its limit 429
 * with `tooMany`.
 */
export async function storeLimitedPost(
  { request, env, waitUntil }: EventContext<Env, string, unknown>,
  scope: 'feedback' | 'contact',
  insert: RecordInsert,
  { limit, tooMany }: { limit: number; tooMany: string },
): Promise<{ ok: true; id: string; repeat: boolean } | { ok: false; response: Response }> {
  const key = readIdempotencyKey(request);
  if (!key.ok) return { ok: false, response: jsonError(400, key.error) };
  const now = Date.now();
  const cf = request.cf as IncomingRequestCfProperties | undefined;
  const country = typeof cf?.country === 'string' ? cf.country : null;
  const client = await clientKey(request, scope);
  const store = await storeOrBusy(() =>
    storeWithinLimit(
      env.DB,
      scope,
      { table: insert.table, columns: { ...insert.columns, country } },
      { client, limit, now, idempotencyKey: key.key },
    ),
  );
  if (!store.ok) return store;
  const result = store.value;
  if (result.newWindow) waitUntil(pruneRateLimits(env.DB, now));
  if (!result.stored) {
    const retryAfter = String(result.retryAfterSeconds);
    return { ok: false, response: jsonError(429, tooMany, { 'retry-after': retryAfter }) };
  }
  return { ok: true, id: result.id, repeat: result.repeat };
}
