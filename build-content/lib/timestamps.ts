import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Last commit time of every file under `dir`, from one `git log` pass
 * (newest first, so the first time seen per file wins). Empty outside a checkout.
 */
export async function gitTimestamps(dir: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    const root = top.trim();
    const { stdout } = await run('git', ['log', '--name-only', '--format=%ct', '--', '.'], {
      cwd: dir,
      maxBuffer: 256 * 1024 * 1024,
    });
    let current = 0;
    for (const line of stdout.split('\n')) {
      if (!line) continue;
      if (/^\d+$/.test(line)) {
        current = Number(line) * 1000;
        continue;
      }
      const absolute = path.join(root, line);
      if (!times.has(absolute)) times.set(absolute, current);
    }
  } catch {
    // Not a git checkout (or no git): every file falls back to its mtime.
  }
  return times;
}

export function fileTimestamp(absolutePath: string, git: Map<string, number>): number | null {
  const fromGit = git.get(absolutePath);
  if (fromGit !== undefined) return fromGit;
  try {
    return Math.floor(statSync(absolutePath).mtimeMs);
  } catch {
    return null;
  }
}
