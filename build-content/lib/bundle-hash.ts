/**
 * The bundle's identity: the hash of every output (memoised across watch-mode
 * rebuilds) and the buildId over them, and the set of paths it serves.
 */
import { sha256 } from './compile-cache.ts';

/** Output files by path relative to the bundle root. */
export type BundleFiles = Map<string, string | Uint8Array>;

/**
 * The buildId: a hash over every output's path and content hash. Hashes of
 * unchanged files come from memory; big aggregates hash their pieces' hashes.
 * Also returns the hash of each output (versioned ones as "v/<path>").
 */
export function hashBundle(
  files: BundleFiles,
  versioned: BundleFiles,
  known: Map<string, string>,
  memo: Map<string, { content: string | Uint8Array; hash: string }>,
  order: PathOrder,
): { buildId: string; hashes: Map<string, string> } {
  const hashes = new Map<string, string>();
  const hashOf = (key: string, content: string | Uint8Array) => {
    const precomputed = known.get(key);
    if (precomputed) return precomputed;
    const cached = memo.get(key);
    if (cached && cached.content === content) return cached.hash;
    const hash = sha256(content);
    memo.set(key, { content, hash });
    return hash;
  };
  const lines: string[] = [];
  // The same key string every build: a fresh `v/…` concatenation would be flattened and hashed
  // again by every map it is looked up in (here and in diffBundles).
  order.versionedKeys ??= new Map();
  for (const [file, content] of versioned) {
    let key = order.versionedKeys.get(file);
    if (key === undefined) {
      key = `v/${file}`;
      order.versionedKeys.set(file, key);
    }
    hashes.set(key, hashOf(key, content));
  }
  for (const [file, content] of files) {
    const hash = hashOf(file, content);
    // A bundle file named like a versioned one ("v/…") still counts on its own line.
    if (hashes.has(file)) lines.push(`${file}\0${hash}`);
    else hashes.set(file, hash);
  }
  // "\0" sorts before any path character, so ordering the lines is ordering the paths;
  // the order is kept while the set of paths stays the same (every edit of a page).
  const sameKeys = order.keys?.length === hashes.size && everyKnown(hashes.keys(), order.set);
  if (!sameKeys || !order.keys) {
    order.keys = [...hashes.keys()].sort();
    order.set = new Set(order.keys);
    order.hashes = undefined;
    order.buckets = undefined;
  }
  if (lines.length > 0) {
    for (const [key, hash] of hashes) lines.push(`${key}\0${hash}`);
    return { buildId: sha256(lines.sort().join('\n')).slice(0, 16), hashes };
  }
  // The buildId hashes the hashes of runs of BUCKET lines: a save hashes again
  // the runs its files are in, not the lines of every file in the bundle.
  const previousHashes = order.hashes;
  const previousBuckets = order.buckets;
  const lineHashes: string[] = new Array(order.keys.length);
  const buckets: string[] = [];
  for (let start = 0; start < order.keys.length; start += BUCKET) {
    const end = Math.min(start + BUCKET, order.keys.length);
    let same = previousBuckets !== undefined && previousHashes !== undefined;
    for (let index = start; index < end; index++) {
      const hash = hashes.get(order.keys[index]) as string;
      lineHashes[index] = hash;
      if (same && previousHashes?.[index] !== hash) same = false;
    }
    if (same && previousBuckets) {
      buckets.push(previousBuckets[buckets.length]);
      continue;
    }
    const run: string[] = [];
    for (let index = start; index < end; index++)
      run.push(`${order.keys[index]}\0${lineHashes[index]}`);
    buckets.push(sha256(run.join('\n')));
  }
  order.hashes = lineHashes;
  order.buckets = buckets;
  return { buildId: sha256(buckets.join('\n')).slice(0, 16), hashes };
}

function everyKnown(keys: Iterable<string>, known: ReadonlySet<string> | undefined): boolean {
  if (!known) return false;
  for (const key of keys) if (!known.has(key)) return false;
  return true;
}

/** Lines (output paths with their hashes) per hashed run of the buildId. */
const BUCKET = 512;

/** The sorted output paths of the previous build, with each path's hash and each run's. */
export interface PathOrder {
  keys?: string[];
  set?: Set<string>;
  hashes?: string[];
  /** The hash of each run of BUCKET lines, in order. */
  buckets?: string[];
  /** "v/<path>" of each versioned path, made once. */
  versionedKeys?: Map<string, string>;
}

/**
 * Every path served besides the routes. The previous set is returned as is
 * while the bundle's file names stay the same, which tells the link check
 * that no file appeared or disappeared.
 */
export function servedFilesOf(
  files: BundleFiles,
  publicFiles: string[],
  memo: Map<string, unknown>,
): ReadonlySet<string> {
  const previous = memo.get('served-files') as
    | { names: Set<string>; publicKey: string; served: Set<string> }
    | undefined;
  const publicKey = publicFiles.join('\0');
  if (
    previous &&
    previous.publicKey === publicKey &&
    previous.names.size === files.size &&
    [...files.keys()].every((file) => previous.names.has(file))
  )
    return previous.served;
  const served = new Set<string>([...publicFiles, ...[...files.keys()].map((file) => `/${file}`)]);
  memo.set('served-files', { names: new Set(files.keys()), publicKey, served });
  return served;
}
