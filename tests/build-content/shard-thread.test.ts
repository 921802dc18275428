/** A locale's shard files made on a worker thread are the files made on the main one. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addSearchShards } from '../../build-content/lib/search-shards';
import { searchShardFiles, shardRoutes } from '../../build-content/lib/search-shards/shard-files';
import { shardFilesInThread } from '../../build-content/lib/search-shards/shard-thread';
import { generateSearchChunk } from '../../scripts/search-bench-corpus';
import { tempDir } from './helpers.ts';

describe('search shards on a thread', () => {
  it('are the files made here, and a failure names the locale', async () => {
    const pieces = Object.entries(generateSearchChunk(300)).map(
      ([route, entry]) => `${JSON.stringify(route)}:${JSON.stringify(entry)}`,
    );
    const here = searchShardFiles('en-US', shardRoutes(pieces), 2000).files;
    const there = await shardFilesInThread({ locale: 'en-US', pieces, target: 2000 });
    expect(there.size).toBe(here.size);
    expect(there).toEqual(here);
    await expect(
      shardFilesInThread({ locale: 'ja', pieces: ['not json'], target: 2000 }),
    ).rejects.toThrow(/search shards of ja: .*JSON/s);
  }, 60_000);
});

describe("where a locale's shards are made", () => {
  it('a whole term table (no state from a last build) is made here; one from a state, on the thread', async () => {
    const pieces = Object.entries(generateSearchChunk(120)).map(([route, entry]) => ({
      searchPiece: `${JSON.stringify(route)}:${JSON.stringify(entry)}`,
    }));
    const termCache = path.join(tempDir('shard-thread'), 'en-US.bin');
    const add = (chunkHash: string) => {
      const versioned = new Map<string, string | Uint8Array>();
      const knownHashes = new Map([['v/search/en-US.json', chunkHash]]);
      const shards = addSearchShards(
        'en-US',
        pieces,
        { above: 0, target: 2000 },
        versioned,
        knownHashes,
        { memo: new Map(), inThread: true, threadAbove: 0, termCache },
      );
      return { shards, versioned };
    };
    const cold = add('a');
    expect(cold.shards?.made).toBeUndefined();
    expect(cold.versioned.has(cold.shards?.manifestPath ?? '')).toBe(true);
    // The next build has the state the first one left: the thread is worth it.
    const warm = add('b');
    expect(warm.shards?.made).toBeInstanceOf(Promise);
    await warm.shards?.made;
    expect(warm.versioned.get(warm.shards?.manifestPath ?? '')).toEqual(
      cold.versioned.get(cold.shards?.manifestPath ?? ''),
    );
  }, 60_000);
});
