/**
 * Where a build keeps the prerender server entry and the shell it fills.
 * Every build works in a folder of its own: two builds at once (the browser
 * tests' build next to an analytics variant or a bench build) shared one
 * folder, and each emptied it for its own server entry while the other was
 * rendering from it. When done, the folder moves to a place named after the
 * build's output directory, where the prerender bench finds the server entry
 * of the last build of that output.
 */
import { createHash } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const PRERENDER_CACHE = '.cache/prerender';

/** The kept folder of the last build into `outDir`: `.cache/prerender/<outDir as a name>-<hash>`. */
export function prerenderCacheDir(root: string, outDir: string): string {
  const resolved = path.resolve(root, outDir);
  const name =
    path
      .relative(root, resolved)
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(-48) || 'root';
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 8);
  return path.join(path.resolve(root, PRERENDER_CACHE), `${name}-${hash}`);
}

/** A folder no other build uses, next to the kept one. */
export function buildWorkDir(cacheDir: string): string {
  const unique = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return `${cacheDir}.build-${unique}`;
}

/**
 * Moves a finished work folder into the kept place. Another build of the same
 * output may publish at the same moment: whatever is there is moved aside first,
 * and the move is tried again.
 */
export async function publishWorkDir(workDir: string, cacheDir: string): Promise<void> {
  const aside = `${workDir}.old`;
  for (let attempt = 0; ; attempt++) {
    let moved = false;
    try {
      await rename(cacheDir, aside);
      moved = true;
    } catch {
      // Nothing kept yet.
    }
    try {
      await rename(workDir, cacheDir);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    } finally {
      if (moved) await rm(aside, { recursive: true, force: true });
    }
  }
}
