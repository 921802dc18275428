import type { OfflineSizes, SearchShardManifest } from '../bundle-format.ts';

/** Per-build file next to the page chunks: what "Save for offline" would download. */
export const OFFLINE_SIZES_FILE = 'offline-sizes.json';

const byteLength = (content: string | Uint8Array) =>
  typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;

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
): string {
  const sizes: OfflineSizes = { pages: {}, shared: {} };
  const shards: NonNullable<OfflineSizes['searchShards']> = {};
  for (const path of [...versioned.keys()].sort()) {
    const content = versioned.get(path) as string | Uint8Array;
    const bytes = knownSizes.get(path) ?? byteLength(content);
    const page = /^pages\/(.+)\.json$/.exec(path);
    const shard = /^search\/([^/]+)\/(.+)$/.exec(path);
    if (page) sizes.pages[page[1] === 'index' ? '/' : `/${page[1]}`] = bytes;
    else if (shard) {
      const [, locale, file] = shard;
      shards[locale] ??= { bytes: 0, layout: { shards: 0, completions: 0, pages: 0, typo: [] } };
      shards[locale].bytes += bytes;
      if (file === 'index.json')
        shards[locale].layout = (JSON.parse(String(content)) as SearchShardManifest).layout;
    } else if (/^(page-map\.[^/]+|search\/[^/]+)\.json$/.test(path)) sizes.shared[path] = bytes;
  }
  if (Object.keys(shards).length > 0) sizes.searchShards = shards;
  return JSON.stringify(sizes);
}
