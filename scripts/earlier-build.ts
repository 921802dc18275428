/**
 * The build already in an output folder, when a new one is made there. It is
 * moved aside rather than emptied: a move is instant where deleting took
 * vite 8 s for a 16,000-page site, the prerender reuses its unchanged pages
 * (prerender/page-reuse.ts), and a build that fails puts it back, so a
 * failed build leaves the site as it was. It is deleted by a process of its
 * own once the build is done, and so are any left by a build that was killed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { movedPagesFile, putBackMovedPages } from './prerender/page-move.ts';

export interface EarlierBuild {
  /** Where the earlier build is now. */
  dir: string;
  /** The output folder it came from. */
  outDir: string;
}

/** Beside the output folder (a rename across file systems fails): `dist-earlier-<pid>-<time>`. */
const ASIDE = '-earlier-';

export interface OutDirPlan {
  /** The earlier build, moved aside. */
  earlier?: EarlierBuild;
  /** An earlier build that could not be moved (a mount point, a folder in use): vite empties it. */
  empty: boolean;
}

/**
 * Moves the site built in `outDir` aside. Only a folder that holds a build
 * of a site (its content manifest) is moved; any other is left to vite as
 * before, and so is a folder the reader gave --emptyOutDir for, either way.
 * One that cannot be moved is emptied by vite instead, as it was before
 * builds were moved: its removed pages must not be served.
 */
export function moveEarlierBuildAside(viteArgs: readonly string[], outDir: string): OutDirPlan {
  if (viteArgs.some((arg) => /^--(no-)?emptyOutDir(=|$)/.test(arg))) return { empty: false };
  removeLeftAside(outDir);
  if (!existsSync(path.join(outDir, '_content', 'manifest.json'))) return { empty: false };
  const dir = `${outDir}${ASIDE}${process.pid}-${Date.now().toString(36)}`;
  try {
    renameSync(outDir, dir);
  } catch {
    return { empty: true };
  }
  return { earlier: { dir, outDir }, empty: false };
}

/** After the build: the earlier one is removed, or put back when the build `failed`. */
export function keepEarlierBuild(earlier: EarlierBuild, failed: boolean): void {
  if (failed) {
    const partial = `${earlier.dir}-failed`;
    try {
      // The pages the prerender moved out of it (prerender/page-move.ts) go back first.
      putBackMovedPages(earlier.dir, earlier.outDir);
      if (existsSync(earlier.outDir)) renameSync(earlier.outDir, partial);
      renameSync(earlier.dir, earlier.outDir);
      removeInBackground(partial);
      return;
    } catch {
      // The failed output stays where it is; the earlier one goes.
    }
  }
  removeInBackground(earlier.dir);
  rmSync(movedPagesFile(earlier.dir), { force: true });
}

/** Folders moved aside by builds of `outDir` that never finished (their process is gone). */
function removeLeftAside(outDir: string): void {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}${ASIDE}`;
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number.parseInt(name.slice(prefix.length), 10);
    if (pid !== process.pid && isRunning(pid)) continue;
    removeInBackground(path.join(parent, name));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function removeInBackground(dir: string): void {
  if (!existsSync(dir)) return;
  const child = spawn(
    process.execPath,
    ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir],
    { detached: true, stdio: 'ignore' },
  );
  child.unref();
}
