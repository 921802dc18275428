/**
 * The local D1 (SQLite in workerd) answers SQLITE_BUSY when two requests
 * touch the database at the same moment; a query that met a busy database is
 * tried again a few times, briefly apart, before the request fails.
 */
const ATTEMPTS = 5;

export async function retryWhenBusy<T>(query: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await query();
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked/.test(String(error));
      if (!busy || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}
