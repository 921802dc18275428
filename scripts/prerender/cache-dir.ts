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
