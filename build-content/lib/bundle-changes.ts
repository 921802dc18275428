/** Output hashes of one build, keyed as the assembler keys them (versioned files as "v/<path>"). */
export interface BundleHashes {
  buildId: string;
  hashes: ReadonlyMap<string, string>;
}

/** How a build's bundle differs from the previous one, as paths relative to the bundle root. */
export interface BundleChanges {
  /** The buildId whose `_content/<buildId>/` folder the previous bundle had, if any. */
  previousBuildId?: string;
  /** Files new or different since the previous build (every file on a first build). */
  written: string[];
  /** Files of the previous bundle that are gone (versioned ones under the new buildId's folder). */
  removed: string[];
}

const MANIFEST = '_content/manifest.json';

const bundlePath = (key: string, buildId: string) =>
  key.startsWith('v/') ? `_content/${buildId}/${key.slice(2)}` : key;

/**
 * Compares two builds by their per-file hashes, so an incremental rebuild
 * can write only what changed. Versioned files are compared by their path
 * inside the buildId folder: the folder moves, its unchanged files do not.
 */
export function diffBundles(previous: BundleHashes | undefined, next: BundleHashes): BundleChanges {
  if (!previous) {
    const written = [...next.hashes.keys()].map((key) => bundlePath(key, next.buildId));
    return { written: [...written, MANIFEST], removed: [] };
  }
  const written: string[] = [];
  const removed: string[] = [];
  for (const [key, hash] of next.hashes)
    if (previous.hashes.get(key) !== hash) written.push(bundlePath(key, next.buildId));
  for (const key of previous.hashes.keys())
    if (!next.hashes.has(key)) removed.push(bundlePath(key, next.buildId));
  if (previous.buildId !== next.buildId) written.push(MANIFEST);
  return { previousBuildId: previous.buildId, written, removed };
}
