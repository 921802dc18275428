/**
 * Chooses per locale between the whole search chunk and a sharded index
 * (shard-files.ts): a locale whose full chunk is larger than the site's
 * `searchShardAbove` bytes gets shards, fragments and typo lists instead of
 * its head chunk. Its full chunk stays, under the same path, for the edge
 * functions (search page, search API, MCP, assistant), which rank over the
 * whole locale; the reader's browser never fetches it.
 */

import { shardManifestPath } from '../../../src/features/search/shards/shard-paths.ts';
import { sha256 } from '../compile-cache.ts';
import {
  addSearchChunks,
  type SearchPieces,
  searchChunkPath,
  searchHeadPath,
} from '../search-chunk.ts';
import type { SiteConfig } from '../site-config.ts';
import type { EarlierShards } from './earlier-shards.ts';
import { shardCodeVersion } from './shard-code-version.ts';
import { searchShardFiles, shardRoutes } from './shard-files.ts';
import { hasShardState, shardStateFile, shardStateVersion } from './shard-state.ts';
import { shardFilesInThread } from './shard-thread.ts';

interface ShardMemo {
  key: string;
  files: Map<string, string>;
}

/** Where shards are taken from before they are made, and where they are made. */
export interface ShardSources {
  /** This builder's last build. */
  memo: Map<string, unknown>;
  /** The bundle an earlier build wrote. */
  earlier?: EarlierShards;
  /**
   * Made on a worker thread (shard-thread.ts) if the locale's search text
   * passes SHARD_THREAD_ABOVE: the files are added once `made` resolves.
   */
  inThread?: boolean;
  /** Search text from which the thread is worth it (SHARD_THREAD_ABOVE). */
  threadAbove?: number;
  /** Where the locale's section terms are kept between builds (section-terms.ts). */
  termCache?: string;
}

/** What addSearchShards did: `made`, when the files are being made on a thread. */
export interface LocaleShards {
  manifestPath: string;
  key: string;
  made?: Promise<void>;
}

/**
 * Search text (bytes of the full chunk) from which a locale's shards are
 * worth a thread: starting one takes about half a second, and 10,000 pages'
 * shards 5-8 s.
 */
export const SHARD_THREAD_ABOVE = 8_000_000;

/** What a locale's shard files are made from: its full chunk, the shard size and the code that splits it. */
export function searchShardKey(chunkHash: string, target: number): string {
  return sha256(shardCodeVersion(), chunkHash, String(target));
}

/**
 * After addSearchChunks: shards `locale` when its full chunk passes
 * `above` bytes; returns the shard manifest's path and what the shards were
 * made from, or undefined when the locale keeps its chunks. `pieces` are
 * the routes' chunk lines, sorted. Shards made from the same input are
 * taken from this builder's last build, else from the bundle an earlier
 * build wrote (`earlier`), else made, here or on a thread (`inThread`).
 */
export function addSearchShards(
  locale: string,
  pieces: readonly { searchPiece: string }[],
  { above, target }: { above: number; target: number },
  versioned: Map<string, string | Uint8Array>,
  knownHashes: Map<string, string>,
  { memo, earlier, inThread, termCache, threadAbove = SHARD_THREAD_ABOVE }: ShardSources,
): LocaleShards | undefined {
  let bytes = 0;
  for (const piece of pieces) bytes += piece.searchPiece.length;
  if (bytes <= above) return undefined;
  versioned.delete(searchHeadPath(locale));
  knownHashes.delete(`v/${searchHeadPath(locale)}`);
  const key = searchShardKey(knownHashes.get(`v/${searchChunkPath(locale)}`) ?? '', target);
  const memoKey = `search-shards\0${locale}`;
  const manifestPath = shardManifestPath(locale);
  const add = (built: ShardMemo) => {
    memo.set(memoKey, built);
    for (const [path, text] of built.files) versioned.set(path, text);
  };
  const built = memo.get(memoKey) as ShardMemo | undefined;
  if (built?.key === key) {
    add(built);
    return { manifestPath, key };
  }
  const kept = earlier?.(locale, key);
  for (const [path, hash] of kept?.hashes ?? []) knownHashes.set(`v/${path}`, hash);
  const texts = pieces.map((piece) => piece.searchPiece);
  const makeHere = () => searchShardFiles(locale, shardRoutes(texts), target, termCache).files;
  // A whole term table (no state from a last build: a cold build, or new shard code) is
  // made here, not beside the next locale's: two at once would double the build's peak.
  const whole = () =>
    !termCache || !hasShardState(shardStateFile(termCache), shardStateVersion(target));
  if (kept || !inThread || bytes <= threadAbove || whole()) {
    add({ key, files: kept?.files ?? makeHere() });
    return { manifestPath, key };
  }
  const made = shardFilesInThread({ locale, pieces: texts, target, termCache }).then(
    (files) => add({ key, files }),
    // A thread that could not be had (or ran out of memory): made here, as without one.
    () => add({ key, files: makeHere() }),
  );
  return { manifestPath, key, made };
}

/**
 * A locale's search files: its two chunks, assembled from per-route pieces
 * (their hashes from theirs and the layout's), then its shards when it is
 * large (the full chunk stays for the edge). Returns what addSearchShards does.
 */
export function addLocaleSearch(
  locale: string,
  routes: (SearchPieces & { route: string })[],
  config: Pick<SiteConfig, 'searchShardAbove' | 'searchShardTarget'>,
  output: {
    versioned: Map<string, string | Uint8Array>;
    knownHashes: Map<string, string>;
    knownSizes: Map<string, number>;
  },
  sources: ShardSources,
) {
  const { versioned, knownHashes, knownSizes } = output;
  addSearchChunks(locale, routes, versioned, knownHashes, knownSizes);
  const settings = { above: config.searchShardAbove, target: config.searchShardTarget };
  return addSearchShards(locale, routes, settings, versioned, knownHashes, sources);
}
