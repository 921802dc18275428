/** A locale's shard files made on a worker thread are the files made on the main one. */
import { describe, expect, it } from 'vitest';
import { searchShardFiles, shardRoutes } from '../../build-content/lib/search-shards/shard-files';
import { shardFilesInThread } from '../../build-content/lib/search-shards/shard-thread';
import { generateSearchChunk } from '../../scripts/search-bench-corpus';

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
