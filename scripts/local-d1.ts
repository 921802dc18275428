/**
 * Reads the local D1 database of a `wrangler pages dev` state dir through
 * `wrangler d1 execute --local --json` (works while the server is running).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { wranglerBin, wranglerEnv } from './wrangler';

const root = path.resolve(import.meta.dirname, '..');

export async function queryLocalD1<Row>(state: string, sql: string): Promise<Row[]> {
  if (!existsSync(path.resolve(root, state, 'v3', 'd1'))) {
    throw new Error(
      `no local D1 database in ${state}; run \`npm start\` first (or pass --state DIR)`,
    );
  }
  const { stdout } = await promisify(execFile)(
    wranglerBin,
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      path.resolve(root, state),
      '--json',
      '--command',
      sql,
    ],
    {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
      env: wranglerEnv,
    },
  );
  const results = JSON.parse(stdout) as { results: Row[]; success: boolean }[];
  if (!results.every((result) => result.success)) throw new Error(`query failed: ${sql}`);
  return results.flatMap((result) => result.results);
}
