import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type MigrationAttempt, migrateWhileBusy } from './busy-migrations.ts';
import { startLocalStack } from './local-stack.ts';
import { wranglerBin, wranglerEnv } from './wrangler.ts';

const busy: MigrationAttempt = {
  code: 1,
  output: 'workerd/util/sqlite.c++: failed: database is locked: SQLITE_BUSY',
};
const noWait = { sleep: async () => {}, log: () => {} };

describe('migrateWhileBusy', () => {
  it('tries again while the database is busy, then succeeds', async () => {
    const results = [busy, busy, { code: 0, output: 'Migrations applied' }];
    const waited: number[] = [];
    const code = await migrateWhileBusy(async () => results.shift() as MigrationAttempt, {
      ...noWait,
      waits: [10, 20, 40],
      sleep: async (ms) => {
        waited.push(ms);
      },
    });
    expect(code).toBe(0);
    expect(waited).toEqual([10, 20]);
  });

  it('fails at once on any other error', async () => {
    let attempts = 0;
    const code = await migrateWhileBusy(async () => {
      attempts++;
      return { code: 1, output: 'Error: no such table: d1_migrations' };
    }, noWait);
    expect(code).toBe(1);
    expect(attempts).toBe(1);
  });

  it('gives up with the last code when the database stays busy, or when the server is stopped', async () => {
    let attempts = 0;
    const code = await migrateWhileBusy(
      async () => {
        attempts++;
        return busy;
      },
      { ...noWait, waits: [1, 1] },
    );
    expect(code).toBe(1);
    expect(attempts).toBe(3);

    attempts = 0;
    await migrateWhileBusy(
      async () => {
        attempts++;
        return busy;
      },
      { ...noWait, stopped: () => attempts === 1 },
    );
    expect(attempts).toBe(1);
  });
});

const work = mkdtempSync(path.join(tmpdir(), 'busy-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Holds an exclusive lock on a SQLite file (python3's sqlite3) until the returned release. */
async function holdLock(file: string): Promise<{ release(): Promise<void> }> {
  const holder: ChildProcess = spawn(
    'python3',
    [
      '-c',
      [
        'import sqlite3, sys',
        'db = sqlite3.connect(sys.argv[1], isolation_level=None)',
        "db.execute('BEGIN EXCLUSIVE')",
        "print('locked', flush=True)",
        'sys.stdin.readline()',
        "db.execute('COMMIT')",
      ].join('\n'),
      file,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return {
    release: () =>
      new Promise((resolve) => {
        if (holder.exitCode !== null) return resolve();
        holder.once('exit', () => resolve());
        holder.stdin?.end('\n');
      }),
  };
}

describe('serve.ts', () => {
  it('waits for a database another process holds, then serves', async () => {
    const state = path.join(work, 'state');
    const applied = spawnSync(
      wranglerBin,
      ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state],
      { env: wranglerEnv, encoding: 'utf8' },
    );
    expect(applied.status, applied.stderr).toBe(0);
    const databases = path.join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
    const database = readdirSync(databases).find(
      (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite',
    );
    expect(database).toBeDefined();
    const site = path.join(work, 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Site</title>');

    const lock = await holdLock(path.join(databases, database as string));
    let stderr = '';
    let released: Promise<void> | undefined;
    try {
      // The first attempt meets the lock and is tried again; the lock goes once that shows.
      const stack = await startLocalStack({
        port: 8797,
        dir: site,
        state,
        fresh: false,
        onStderr: (text) => {
          stderr += text;
          if (!released && /the local database is busy; migrating again/.test(stderr))
            released = lock.release();
        },
      });
      try {
        expect(released).toBeDefined();
        expect((await fetch(`${stack.url}/api/get-continent-code`)).ok).toBe(true);
      } finally {
        await stack.stop();
      }
    } finally {
      await lock.release();
    }
  }, 90_000);
});
