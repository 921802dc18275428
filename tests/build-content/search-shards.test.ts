/**
 * The sharded search index (build-content/lib/search-shards/): no file over
 * the limit, every term in the shard its key names, each term's postings in
 * the order the reader's engine (FlexSearch) returns them, and the same
 * files from the same chunk.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type {
  SearchCompletionList,
  SearchShardManifest,
  SearchTermShard,
  SearchTypoList,
} from '../../build-content/bundle-format';
import { MAX_FILE_GZIP, searchShardFiles } from '../../build-content/lib/search-shards/shard-files';
import { termTable } from '../../build-content/lib/search-shards/term-table';
import { generateSearchChunk } from '../../scripts/search-bench-corpus';
import { buildSearchIndex } from '../../src/features/search/engine';
import {
  completionPath,
  decodeIds,
  shardFiles,
  shardKeyOf,
  shardManifestPath,
  termShardPath,
  typoListPath,
} from '../../src/features/search/shards/shard-paths';
import { Vocabulary } from '../../src/features/search/vocabulary';

const LOCALE = 'en-US';
const big = Object.entries(generateSearchChunk(2000));
const built = searchShardFiles(LOCALE, big);
const read = <T>(path: string) => JSON.parse(built.files.get(path) as string) as T;

describe('search shards', () => {
  it('keeps every file under 100 KB gzip and splits the terms into many shards', () => {
    const sizes = [...built.files.values()].map((text) => gzipSync(text).length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_FILE_GZIP);
    expect(built.manifest.keys.length).toBeGreaterThan(10);
    // The layout lists exactly the files written.
    expect(shardFiles(LOCALE, built.manifest.layout).sort()).toEqual(
      [...built.files.keys()].sort(),
    );
  });

  it('puts every term in the shard of the longest key it starts with, and in a typo list', () => {
    const manifest = read<SearchShardManifest>(shardManifestPath(LOCALE));
    const keys = new Set(manifest.keys);
    const table = termTable(big);
    const shards = manifest.keys.map((_, index) =>
      read<SearchTermShard>(termShardPath(LOCALE, index)),
    );
    const typoWords = new Set(
      Object.values(manifest.typo)
        .flat()
        .flatMap((name) => read<SearchTypoList>(typoListPath(LOCALE, name)).words.split(' ')),
    );
    let held = 0;
    for (const [term, entry] of table.terms) {
      const key = shardKeyOf(term, keys) as string;
      const shard = shards[manifest.keys.indexOf(key)];
      expect(shard.terms[term], term).toBeDefined();
      expect(shard.terms[term][0]).toBe(entry.body);
      if (term.length >= 3) expect(typoWords.has(term), term).toBe(true);
      held += 1;
    }
    const total = shards.reduce((sum, shard) => sum + Object.keys(shard.terms).length, 0);
    expect(total).toBe(held);
  });

  it('writes the same files for the same chunk', () => {
    const again = searchShardFiles(LOCALE, big);
    expect([...again.files]).toEqual([...built.files]);
  });

  it("lists each term's sections in the engine's own order, and completions as its vocabulary gives them", async () => {
    const small = Object.entries(generateSearchChunk(300, 7));
    const { files, manifest } = searchShardFiles(LOCALE, small);
    const engine = await buildSearchIndex(Object.fromEntries(small));
    const lookup = (term: string, limit: number) =>
      (engine as unknown as { lookupBody(t: string, l: number): number[] }).lookupBody(term, limit);
    const keys = new Set(manifest.keys);
    const table = termTable(small);
    let compared = 0;
    for (const term of [...table.terms.keys()].filter((_, index) => index % 7 === 0)) {
      const index = manifest.keys.indexOf(shardKeyOf(term, keys) as string);
      const shard = JSON.parse(
        files.get(termShardPath(LOCALE, index)) as string,
      ) as SearchTermShard;
      expect(decodeIds(shard.terms[term][5]), term).toEqual(lookup(term, 200));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(100);
    // A prefix whose words span shards: its completions are the whole vocabulary's.
    const body = new Vocabulary();
    for (const [term, entry] of table.terms) if (entry.body > 0) body.set(term, entry.body);
    manifest.completions.forEach((prefix, index) => {
      const list = JSON.parse(
        files.get(completionPath(LOCALE, index)) as string,
      ) as SearchCompletionList;
      if (prefix.length >= 3) expect(list.body).toEqual(body.completions(prefix, 9));
    });
  });
});
