/**
 * Per-client request counting in D1 (the feedback endpoint's `rate_limits`
 * table): one upsert per request in a fixed one-minute window. The client key
 * is a hash of the IP plus a scope, so assistant requests and feedback posts
 * count separately and the database never holds addresses.
 */
import { retryWhenBusy } from '../busy-retry';

const WINDOW_MS = 60_000;

export function limitFrom(value: string | undefined, fallback: number): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : fallback;
}

export async function scopedClientKey(request: Request, scope: string): Promise<string> {
  const ip = request.headers.get('cf-connecting-ip')?.trim() || 'unknown';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${scope}:${ip}`));
  return [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** Counts the request; null when allowed, else the seconds until the window ends. */
export async function countRequest(
  db: D1Database,
  client: string,
  limit: number,
  now = Date.now(),
): Promise<number | null> {
  const window = Math.floor(now / WINDOW_MS);
  const row = await retryWhenBusy(() =>
    db
      .prepare(
        `INSERT INTO rate_limits (client, window_start, hits) VALUES (?1, ?2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = hits + 1
         RETURNING hits`,
      )
      .bind(client, window)
      .first<{ hits: number }>(),
  );
  if ((row?.hits ?? 0) <= limit) return null;
  return Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
}
