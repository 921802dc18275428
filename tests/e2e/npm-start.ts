import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `npm start -- <args>` as a reader of the README would, in a process
 * group of its own, and resolves with its stop function once `readyUrl`
 * answers. Rejects if the command exits first or takes longer than `limitMs`.
 */
export async function npmStart(args: string[], readyUrl: string, limitMs: number) {
  const child = spawn('npm', ['start', '--', ...args], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
  const answers = () =>
    fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
  for (const started = Date.now(); Date.now() - started < limitMs; await sleep(500)) {
    if (child.exitCode !== null)
      throw new Error(`npm start ${args.join(' ')} exited with ${child.exitCode}`);
    if (await answers()) return stop;
  }
  stop();
  throw new Error(`npm start ${args.join(' ')}: ${readyUrl} did not answer in ${limitMs} ms`);
}
