/**
 * The local database's migrations, tried again while another process holds
 * its file: a server of the same state still shutting down, or a test
 * reading the database as the next server starts. SQLite answers such a
 * moment with SQLITE_BUSY, which wrangler prints and exits on; anything else
 * it prints fails at once.
 */

/** What wrangler prints when SQLite found the database locked. */
export const DATABASE_BUSY = /SQLITE_BUSY|database is locked/i;

/** Waits before each retry: about 8 s in all before the busy database is reported. */
export const BUSY_WAITS_MS = [250, 500, 1000, 2000, 4000];

export interface MigrationAttempt {
  code: number;
  /** What the attempt printed (both streams), to tell a busy database from other failures. */
  output: string;
}

/**
 * Runs `attempt` until it succeeds, fails for another reason, or the waits
 * run out; returns the last exit code. `stopped` ends the retries (the
 * server is being stopped).
 */
export async function migrateWhileBusy(
  attempt: () => Promise<MigrationAttempt>,
  {
    waits = BUSY_WAITS_MS,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    stopped = () => false,
    log = (message: string) => console.error(message),
  }: {
    waits?: readonly number[];
    sleep?: (ms: number) => Promise<void>;
    stopped?: () => boolean;
    log?: (message: string) => void;
  } = {},
): Promise<number> {
  for (let tried = 0; ; tried++) {
    const { code, output } = await attempt();
    if (code === 0 || stopped() || !DATABASE_BUSY.test(output) || tried >= waits.length)
      return code;
    log(`serve: the local database is busy; migrating again in ${waits[tried]} ms`);
    await sleep(waits[tried]);
    if (stopped()) return code;
  }
}
