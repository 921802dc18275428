/**
 * The idempotency rule of the storing endpoints (feedback, contact, answer
 * ratings): a post may carry `Idempotency-Key: <8–128 of A-Z a-z 0-9 . _ : ->`.
 * The key is claimed in the same D1 batch (one transaction) as the record, and
 * the record is written only if this post's claim is the one that holds, so
 * two posts with one key store one record even when they race. A repeat
 * answers 201 with the first record's id.
 */

export type IdempotencyScope = 'feedback' | 'contact' | 'assistant-feedback';

const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

type KeyResult = { ok: true; key: string | null } | { ok: false; error: string };

/** The request's key, null when it has none; a malformed key is a 400 naming the header. */
export function readIdempotencyKey(request: Request): KeyResult {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return { ok: true, key: null };
  if (!KEY_PATTERN.test(key)) {
    return {
      ok: false,
      error: 'Idempotency-Key must be 8 to 128 characters of A-Z, a-z, 0-9, ".", "_", ":" or "-"',
    };
  }
  return { ok: true, key };
}

/** The id of the record a key already stored, or null. */
export async function storedRecordId(
  db: D1Database,
  scope: IdempotencyScope,
  key: string,
): Promise<string | null> {
  const row = await db
    .prepare('SELECT record_id FROM idempotency_keys WHERE scope = ?1 AND key = ?2')
    .bind(scope, key)
    .first<{ record_id: string }>();
  return row?.record_id ?? null;
}

/**
 * Claims `key` for `recordId` when `guard` holds (the rate limit: a refused
 * post must not claim a key for a record that is never written); a key claimed
 * before keeps its first record. The guard's parameters are numbered from ?4.
 */
export function claimKey(
  db: D1Database,
  scope: IdempotencyScope,
  key: string,
  recordId: string,
  guard: { sql: string; params: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO idempotency_keys (scope, key, record_id)
       SELECT ?1, ?2, ?3 WHERE ${guard.sql}`,
    )
    .bind(scope, key, recordId, ...guard.params);
}

/**
 * SQL condition (for a record's INSERT … SELECT … WHERE) that holds when the
 * key is claimed by this record; its three parameters are scope, key, record id.
 */
export const CLAIM_HELD = (first: number) =>
  `(SELECT record_id FROM idempotency_keys WHERE scope = ?${first} AND key = ?${first + 1}) = ?${first + 2}`;
