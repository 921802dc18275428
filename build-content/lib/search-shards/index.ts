/**
 * Chooses per locale between the whole search chunk and a sharded index
 * (shard-files.ts): a locale whose full chunk is larger than the site's
 * `searchShardAbove` bytes gets shards, fragments and typo lists instead of
 * its head chunk. Its full chunk stays, under the same path, for the edge
 * functions (search page, search API, MCP, assistant), which rank over the
 * whole locale; the reader's browser never fetches it.
 */

import { shardManifestPath } from '../../../src/features/search/shards/shard-paths.ts';
import type { SearchChunk } from '../../bundle-format.ts';
import { searchChunkPath, searchHeadPath } from '../search-chunk.ts';
import { searchShardFiles } from './shard-files.ts';

interface ShardMemo {
  hash: string;
  target: number;
  files: Map<string, string>;
}

/**
 * After addSearchChunks: shards `locale` when its full chunk passes
 * `above` bytes; returns the shard manifest's path, or undefined when the
 * locale keeps its chunks. `pieces` are the routes' chunk lines, sorted.
 */
export function addSearchShards(
  locale: string,
  pieces: readonly { searchPiece: string }[],
  { above, target }: { above: number; target: number },
  versioned: Map<string, string | Uint8Array>,
  knownHashes: Map<string, string>,
  memo: Map<string, unknown>,
): string | undefined {
  let bytes = 0;
  for (const piece of pieces) bytes += piece.searchPiece.length;
  if (bytes <= above) return undefined;
  versioned.delete(searchHeadPath(locale));
  knownHashes.delete(`v/${searchHeadPath(locale)}`);
  const hash = knownHashes.get(`v/${searchChunkPath(locale)}`) ?? '';
  const key = `search-shards\0${locale}`;
  let built = memo.get(key) as ShardMemo | undefined;
  if (!built || built.hash !== hash || built.target !== target) {
    const routes = pieces.map(
      (piece) => Object.entries(JSON.parse(`{${piece.searchPiece}}`) as SearchChunk)[0],
    );
    built = { hash, target, files: searchShardFiles(locale, routes, target).files };
    memo.set(key, built);
  }
  for (const [path, text] of built.files) versioned.set(path, text);
  return shardManifestPath(locale);
}
