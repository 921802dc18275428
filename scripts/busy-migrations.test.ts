import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type MigrationAttempt, migrateWhileBusy } from './busy-migrations.ts';
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

const root = path.resolve(import.meta.dirname, '..');
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

/** serve.ts in a process group of its own, its stderr read as it comes. */
function startServe(args: string[]) {
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts', 'serve.ts'), ...args],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  server.stderr?.on('data', (data: Buffer) => {
    stderr += data.toString();
  });
  const exited = new Promise<number>((resolve) =>
    server.once('exit', (code) => resolve(code ?? 1)),
  );
  /** Resolves once stderr shows `pattern`; rejects if the server exits first. */
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(stderr)) resolve();
        else if (server.exitCode !== null) reject(new Error(`serve.ts exited: ${stderr}`));
        else setTimeout(check, 50);
      };
      check();
    });
  const stop = async () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
    await exited;
  };
  return { printed, stop, stderr: () => stderr, exitCode: () => server.exitCode };
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
    const port = 8797;
    const server = startServe(['--port', String(port), '--dir', site, '--state', state]);
    try {
      // The first attempt meets the lock: no failure, a retry.
      await server.printed(/the local database is busy; migrating again/);
      await lock.release();
      let answered = false;
      while (!answered) {
        if (server.exitCode() !== null) throw new Error(`serve.ts exited: ${server.stderr()}`);
        answered = await fetch(`http://127.0.0.1:${port}/api/get-continent-code`).then(
          (response) => response.ok,
          () => false,
        );
        if (!answered) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(answered).toBe(true);
    } finally {
      await lock.release();
      await server.stop();
    }
  }, 90_000);
});
