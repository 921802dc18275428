/**
 * The local D1 (SQLite in workerd) answers SQLITE_BUSY when two requests
 * touch the database at the same moment; a query that met a busy database is
 * tried again a few times, briefly apart, before the request fails.
 */
import { jsonError } from './json';

const ATTEMPTS = 5;

export function isBusyError(error: unknown): boolean {
  return /SQLITE_BUSY|database is locked/.test(String(error));
}

/**
 * Runs a store that may meet a busy database; when it stays busy past the
 * retries the post answers 503 with Retry-After (the reader's outbox and any
 * client that keeps its idempotency key try again) instead of a bare 500.
 */
export async function storeOrBusy<T>(
  store: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await retryWhenBusy(store) };
  } catch (error) {
    if (!isBusyError(error)) throw error;
    return {
      ok: false,
      response: jsonError(503, 'the database is busy; try again shortly', { 'retry-after': '1' }),
    };
  }
}

export async function retryWhenBusy<T>(query: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await query();
    } catch (error) {
      if (!isBusyError(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}
