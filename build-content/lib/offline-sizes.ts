import type { OfflineSizes, SearchShardManifest } from '../bundle-format.ts';

/** Per-build file next to the page chunks: what "Save for offline" would download. */
export const OFFLINE_SIZES_FILE = 'offline-sizes.json';

const byteLength = (content: string | Uint8Array) =>
  typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;

/** Where a versioned file's bytes are listed: a record's key, summed into a sharded locale, or nowhere. */
type Place = { record: Record<string, number>; key: string } | 'shard' | null;

/**
 * The previous build's files in their order, with where each one's bytes
 * went, so a rebuild that kept the same files re-measures only the changed ones.
 */
export interface OfflineSizesMemo {
  paths?: string[];
  contents?: (string | Uint8Array)[];
  bytes?: number[];
  places?: Place[];
  sizes?: OfflineSizes;
  json?: string;
}

/**
 * Bytes of every page chunk by route, and of the page map and search chunk of
 * each locale, from the versioned files of this build (paths relative to
 * /_content/<buildId>/); a sharded locale's search files are summed with
 * their layout (the reader's browser lists them from it). The reader sees a
 * section's size before saving it.
 */
export function offlineSizesJson(
  versioned: Map<string, string | Uint8Array>,
  /** Bytes already counted, of texts kept as ropes (measuring one would copy it). */
  knownSizes: ReadonlyMap<string, number> = new Map(),
  memo: OfflineSizesMemo = {},
): string {
  if (updated(versioned, knownSizes, memo)) return memo.json as string;
  const sizes: OfflineSizes = { pages: {}, shared: {} };
  const shards: NonNullable<OfflineSizes['searchShards']> = {};
  const placeOf = new Map<string, { place: Place; bytes: number }>();
  for (const path of [...versioned.keys()].sort()) {
    const content = versioned.get(path) as string | Uint8Array;
    const bytes = knownSizes.get(path) ?? byteLength(content);
    const page = /^pages\/(.+)\.json$/.exec(path);
    const shard = /^search\/([^/]+)\/(.+)$/.exec(path);
    let place: Place = null;
    if (page) place = { record: sizes.pages, key: page[1] === 'index' ? '/' : `/${page[1]}` };
    else if (shard) {
      const [, locale, file] = shard;
      shards[locale] ??= { bytes: 0, layout: { shards: 0, completions: 0, pages: 0, typo: [] } };
      shards[locale].bytes += bytes;
      if (file === 'index.json')
        shards[locale].layout = (JSON.parse(String(content)) as SearchShardManifest).layout;
      place = 'shard';
    } else if (/^(page-map\.[^/]+(\/[^/]+)?|search\/[^/]+)\.json$/.test(path))
      place = { record: sizes.shared, key: path };
    if (place && place !== 'shard') place.record[place.key] = bytes;
    placeOf.set(path, { place, bytes });
  }
  if (Object.keys(shards).length > 0) sizes.searchShards = shards;
  memo.paths = [...versioned.keys()];
  memo.contents = [...versioned.values()];
  memo.places = memo.paths.map((path) => placeOf.get(path)?.place ?? null);
  memo.bytes = memo.paths.map((path) => placeOf.get(path)?.bytes ?? 0);
  memo.sizes = sizes;
  memo.json = JSON.stringify(sizes);
  return memo.json;
}

/**
 * Brings the memo's sizes up to date in place when the build has the same
 * files in the same order as the last one and no sharded search file changed;
 * false otherwise (the sizes are then counted again).
 */
function updated(
  versioned: Map<string, string | Uint8Array>,
  knownSizes: ReadonlyMap<string, number>,
  memo: OfflineSizesMemo,
): boolean {
  const { paths, contents, bytes, places, sizes } = memo;
  if (!paths || !contents || !bytes || !places || !sizes || paths.length !== versioned.size)
    return false;
  let index = 0;
  let changed = false;
  for (const [path, content] of versioned) {
    if (path !== paths[index]) return false;
    // A counted text is compared by its count: comparing two ropes would flatten both.
    const known = knownSizes.get(path);
    const same = known === undefined ? content === contents[index] : known === bytes[index];
    if (!same) {
      const place = places[index];
      if (place === 'shard') return false;
      const size = known ?? byteLength(content);
      contents[index] = content;
      bytes[index] = size;
      if (place) {
        place.record[place.key] = size;
        changed = true;
      }
    }
    index++;
  }
  if (changed) memo.json = JSON.stringify(sizes);
  return true;
}
