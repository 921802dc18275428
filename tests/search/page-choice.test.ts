/**
 * PageChoice (src/features/search/shards/page-choice.ts) over the
 * search-shards fixture built into shards and served over loopback HTTP:
 * what it keeps between lookups never changes what it chooses.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchShardManifest } from '../../build-content/bundle-format';
import { PageChoice } from '../../src/features/search/shards/page-choice';
import { ShardCorpus } from '../../src/features/search/shards/shard-corpus';
import { ShardStore } from '../../src/features/search/shards/shard-store';
import { buildShardFixture } from './shard-fixture';

let server: Server;
let manifest: SearchShardManifest;
let base = '';

beforeAll(async () => {
  const { outDir, folder, manifest: built } = await buildShardFixture('page-choice');
  manifest = built;
  server = createServer((request, response) => {
    try {
      const body = readFileSync(path.join(outDir, decodeURIComponent(request.url ?? '')));
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${folder}`;
});

afterAll(() => server?.close());

/** Chooses for `query`, fetching what it lacks until nothing is missing. */
async function chooseWhole(store: ShardStore, choice: PageChoice, query: string) {
  for (let round = 0; round < 8; round += 1) {
    store.beginQuery();
    const pages = choice.choose(query);
    if (!store.hasMissing) return pages;
    await store.fetchMissing();
  }
  throw new Error(`${query}: still missing files`);
}

describe('page choice', () => {
  it('chooses as a fresh choice does after words were kept and files arrived', async () => {
    const store = new ShardStore(manifest, base);
    const corpus = new ShardCorpus(store);
    const kept = new PageChoice(store, corpus);
    const queries = ['sampling', 'sampling quill', 'sampling quillfeather', 'trace sampl', 'reque'];
    for (const query of queries) {
      const pages = await chooseWhole(store, kept, query);
      expect(pages.length).toBeGreaterThan(0);
      expect(pages).toEqual(new PageChoice(store, corpus).choose(query));
    }
  });

  it('looks nothing up for a query it just chose, and again once a file arrives', async () => {
    const store = new ShardStore(manifest, base);
    const choice = new PageChoice(store, new ShardCorpus(store));
    const first = await chooseWhole(store, choice, 'sampling quillfeather');
    const term = vi.spyOn(store, 'term');
    expect(choice.choose('sampling quillfeather')).toBe(first);
    expect(term).not.toHaveBeenCalled();
    await store.prefetch(store.filesOf(['reque']));
    expect(choice.choose('sampling quillfeather')).toEqual(first);
    expect(term).toHaveBeenCalled();
  });

  it('keeps nothing that lacked a file', async () => {
    const store = new ShardStore(manifest, base);
    const choice = new PageChoice(store, new ShardCorpus(store));
    store.beginQuery();
    expect(choice.choose('quillfeather')).toEqual([]);
    expect(store.hasMissing).toBe(true);
    // Asked again before the file came: still missing, not an empty answer kept.
    store.beginQuery();
    choice.choose('quillfeather');
    expect(store.hasMissing).toBe(true);
    expect(await chooseWhole(store, choice, 'quillfeather')).not.toEqual([]);
  });

  it('lists the best pages first, the same few whatever the count asked', async () => {
    const store = new ShardStore(manifest, base);
    const corpus = new ShardCorpus(store);
    const all = await chooseWhole(store, new PageChoice(store, corpus), 'trace');
    expect(all.length).toBeGreaterThan(2);
    expect(new PageChoice(store, corpus).choose('trace', 2)).toEqual(all.slice(0, 2));
  });
});
