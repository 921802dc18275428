import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8790);

/** The last lines of a log, for an error message. */
function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * Runs `npm start -- <args>` as a reader of the README would, in a process
 * group of its own, and resolves with its stop function once `readyUrl`
 * answers. Rejects if the command exits first or takes longer than `limitMs`,
 * with the end of its output (kept in .cache/e2e-<port>/npm-start-<port>.log).
 */
export async function npmStart(args: string[], readyUrl: string, limitMs: number) {
  const logDir = path.join(root, '.cache', `e2e-${port}`);
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, `npm-start-${new URL(readyUrl).port}.log`);
  const output = openSync(log, 'w');
  const child = spawn('npm', ['start', '--', ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  const stop = () => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
  const answers = () =>
    fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
  for (const started = Date.now(); Date.now() - started < limitMs; await sleep(500)) {
    if (child.exitCode !== null)
      throw new Error(
        `npm start ${args.join(' ')} exited with ${child.exitCode}; its output ended:\n${tail(log)}`,
      );
    if (await answers()) return stop;
  }
  stop();
  throw new Error(
    `npm start ${args.join(' ')}: ${readyUrl} did not answer in ${limitMs} ms; its output ended:\n${tail(log)}`,
  );
}
