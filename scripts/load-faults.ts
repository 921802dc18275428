/**
 * Faults `npm run load` injects into the real local stack while the clients post:
 * - restart: the whole stack (wrangler, workerd, its D1) is stopped, stays down
 *   for a few seconds and starts again on the same state dir;
 * - busy: another process holds a write lock on the local D1's SQLite file
 *   (`BEGIN EXCLUSIVE` through Debian's `sqlite3` shell), so every write the
 *   functions try meets SQLITE_BUSY until it is released.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const FAULTS = ['restart', 'busy'] as const;
export type Fault = (typeof FAULTS)[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops the stack, waits `downMs`, starts it again; answers the time it was unreachable. */
export async function restartFault(
  stop: () => Promise<void>,
  start: () => Promise<void>,
  downMs: number,
): Promise<string> {
  const started = performance.now();
  await stop();
  await sleep(downMs);
  await start();
  const seconds = (performance.now() - started) / 1000;
  return `stack stopped, ${downMs / 1000} s down, restarted: unreachable for ${seconds.toFixed(1)} s`;
}

/** The D1 database file of a `wrangler pages dev --persist-to` state dir. */
export function localD1File(state: string): string {
  const folder = path.join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(folder).find(
    (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite',
  );
  if (!file) throw new Error(`no D1 database file in ${folder}`);
  return path.join(folder, file);
}

/** Holds an exclusive write lock on the database file for `holdMs`. */
export async function busyFault(state: string, holdMs: number): Promise<string> {
  const file = localD1File(state);
  const shell = spawn('sqlite3', [file], { stdio: ['pipe', 'pipe', 'pipe'] });
  const failed = new Promise<never>((_, reject) => {
    shell.once('error', (error) =>
      reject(new Error(`sqlite3 shell not found (apt-get install sqlite3): ${error.message}`)),
    );
  });
  let output = '';
  shell.stdout.on('data', (chunk) => {
    output += chunk;
  });
  shell.stderr.on('data', (chunk) => {
    output += chunk;
  });
  // Wait up to 5 s for the lock itself: the functions may be writing right now.
  shell.stdin.write(".timeout 5000\nBEGIN EXCLUSIVE;\nSELECT 'write-lock-held';\n");
  const locked = (async () => {
    while (!output.includes('write-lock-held')) {
      if (/Error/.test(output)) throw new Error(`could not lock ${file}: ${output.trim()}`);
      await sleep(10);
    }
  })();
  await Promise.race([locked, failed]);
  const lockedAt = performance.now();
  await sleep(holdMs);
  const exited = new Promise((resolve) => shell.once('exit', resolve));
  shell.stdin.end('COMMIT;\n.quit\n');
  await exited;
  const seconds = (performance.now() - lockedAt) / 1000;
  return `D1 file write-locked by another process for ${seconds.toFixed(1)} s`;
}
