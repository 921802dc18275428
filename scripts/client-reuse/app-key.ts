/**
 * What the client build (vite's app, offline worker, headers) and the
 * prerender's server entry are made of, besides the content: every source
 * file the repository's git sees (tracked, or new and not ignored), the
 * `.env` files vite reads, the installed packages' lock, the `VITE_*`
 * variables, node's version and vite's arguments. Two builds with one key
 * make the same client, whatever their content; a build whose content alone
 * changed takes the earlier one's (content-only-build.ts).
 *
 * The key errs on the side of building: a change to any file of the
 * repository but tests/ and the content tree being built counts, read or not.
 * Without git there is no key, and every build is a whole one.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from '../../build-content/lib/compile-cache.ts';

/** Folders of the repository no client build reads. */
const NOT_READ = ['tests'];

/** Files of `root` git lists (tracked, and untracked but not ignored), or undefined without git. */
function sourceFiles(root: string): string[] | undefined {
  const listed = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0 || listed.error) return undefined;
  return [...new Set(listed.stdout.split('\0').filter(Boolean))].sort();
}

function inside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export interface AppKeyInput {
  root: string;
  /** The content tree being built: its pages reach the client through the bundle only. */
  contentDir: string;
  /** vite's arguments, the output folder's left out (each output folder keeps its own record). */
  viteArgs: readonly string[];
  env: NodeJS.ProcessEnv;
}

/** The key of the client a build would make, or undefined when it cannot be known (no git). */
export function appKey({ root, contentDir, viteArgs, env }: AppKeyInput): string | undefined {
  const files = sourceFiles(root);
  if (!files) return undefined;
  const parts: string[] = [process.version, JSON.stringify(viteArgs)];
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => (a < b ? -1 : 1)))
    if (name.startsWith('VITE_')) parts.push(`${name}=${value}`);
  const skipped = NOT_READ.map((dir) => path.join(root, dir)).concat(contentDir);
  // Gitignored, yet read by vite (.env.local) or standing for node_modules (its lock).
  const unlisted = readdirSync(root)
    .filter((name) => name.startsWith('.env'))
    .concat('node_modules/.package-lock.json');
  for (const file of [...files, ...unlisted]) {
    const absolute = path.join(root, file);
    if (skipped.some((dir) => inside(absolute, dir))) continue;
    // A tracked file deleted in the working tree, or a folder (a submodule), counts as its name.
    let text: string | Uint8Array = '';
    try {
      text = readFileSync(absolute);
    } catch {}
    parts.push(file, sha256(text));
  }
  return sha256(...parts.flatMap((part) => [part, '\0']));
}

/** vite's arguments without `--outDir <dir>` / `--outDir=<dir>`. */
export function withoutOutDir(viteArgs: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < viteArgs.length; index++) {
    if (viteArgs[index] === '--outDir') index++;
    else if (!viteArgs[index].startsWith('--outDir=')) kept.push(viteArgs[index]);
  }
  return kept;
}
