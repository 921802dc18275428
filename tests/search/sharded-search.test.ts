/**
 * The reader's sharded search (src/features/search/shards/) over a tiny
 * tree that forces sharding in its `_site.json` (tests/fixtures/search-shards),
 * built by build-content and served over loopback HTTP: a word found only
 * on a page deep in the tree, a word typed partly, a typo whose meant word
 * lives in another shard, and an answer from what could be had when some
 * files cannot (offline, never saved). The edge, which ranks over the
 * locale's full chunk (still written for it), answers the same.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchShardManifest } from '../../build-content/bundle-format';
import { searchDocs } from '../../functions/_lib/assistant/search-docs';
import { PageChoice } from '../../src/features/search/shards/page-choice';
import { shardKeyOf } from '../../src/features/search/shards/shard-paths';
import { ShardedSearch } from '../../src/features/search/shards/sharded-search';
import { buildShardFixture } from './shard-fixture';

const DEEP = '/docs/reference/internals/storage/ledger-format';
let outDir = '';
let server: Server;
let origin = '';
let manifest: SearchShardManifest;
let base = '';
/** Paths the server answers 503 for, as a network that is gone would. */
const refused = new Set<string>();
const asked: string[] = [];

beforeAll(async () => {
  const built = await buildShardFixture('sharded-search');
  outDir = built.outDir;
  base = built.folder;
  manifest = built.manifest;
  server = createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    if ([...refused].some((part) => url.includes(part))) return void response.writeHead(503).end();
    try {
      const body = readFileSync(path.join(outDir, decodeURIComponent(url)));
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server?.close());

const fresh = () => new ShardedSearch(manifest, `${origin}${base}`);
const routes = (hits: { route: string }[]) => hits.map((hit) => hit.route);

describe('sharded search', () => {
  it('finds a word that only a page deep in the tree holds, fetching only what it needs', async () => {
    asked.length = 0;
    const { hits, incomplete } = await fresh().search('quillfeather');
    expect(incomplete).toBe(false);
    expect(routes(hits)[0]).toBe(DEEP);
    expect(hits[0].sections[0].url).toBe(`${DEEP}#blocks`);
    // One shard and the pages it names, never the whole chunk.
    expect(asked.some((url) => url.endsWith('/search/en-US.json'))).toBe(false);
    expect(asked.filter((url) => url.includes('/t/'))).toHaveLength(1);
  });

  it('completes a word typed partly', async () => {
    const { hits } = await fresh().search('quillfea');
    expect(routes(hits)).toContain(DEEP);
  });

  it('corrects a typo whose meant word lives in another shard', async () => {
    const keys = new Set(manifest.keys);
    expect(shardKeyOf('uqillfeather', keys)).not.toBe(shardKeyOf('quillfeather', keys));
    const { hits } = await fresh().search('uqillfeather');
    expect(routes(hits)[0]).toBe(DEEP);
  });

  it('answers from what it has when a file cannot be had, and says the answer may be incomplete', async () => {
    const search = fresh();
    // Pages about sampling were fetched while online.
    expect(routes((await search.search('sampling')).hits)).toContain('/docs/tracing');
    refused.add('/p/');
    refused.add('/t/');
    try {
      const held = await search.search('sampling');
      expect(held.incomplete).toBe(false);
      expect(routes(held.hits)).toContain('/docs/tracing');
      const missing = await search.search('quillfeather');
      expect(missing.incomplete).toBe(true);
      expect(missing.hits).toEqual([]);
    } finally {
      refused.clear();
    }
    // Back online, the same question is answered in full.
    const again = await search.search('quillfeather');
    expect(again.incomplete).toBe(false);
    expect(routes(again.hits)[0]).toBe(DEEP);
  });

  it('previews a query that waits for files from the pages it holds, fetching nothing', async () => {
    const search = fresh();
    expect(routes((await search.search('sampling')).hits)).toContain('/docs/tracing');
    // All this query needs is here: its answer is at hand, no preview.
    expect(search.preview('sampling')).toBeNull();
    asked.length = 0;
    // A second word whose shard is not here: the pages held answer meanwhile.
    expect(routes(search.preview('sampling quill') ?? [])).toEqual(['/docs/tracing']);
    // Nothing held answers this one: no preview, the list on screen stays.
    expect(search.preview('samplingx')).toBeNull();
    expect(asked).toEqual([]);
    // The query's own answer is unaffected by the preview.
    expect(routes((await search.search('sampling quill')).hits)).toContain(DEEP);
  });

  it('fetches at once the files its preview found its choice lacking, and no others', async () => {
    /** What a search does in the task it is called in: files asked for, choices made. */
    const firstTask = async (search: ShardedSearch, query: string) => {
      const fetched = vi.spyOn(globalThis, 'fetch');
      const choose = vi.spyOn(PageChoice.prototype, 'choose');
      const answer = search.search(query);
      const urls = fetched.mock.calls.map(([url]) => String(url)).sort();
      const choices = choose.mock.calls.length;
      fetched.mockRestore();
      choose.mockRestore();
      return { urls, choices, answer: await answer };
    };
    const previewed = fresh();
    const plain = fresh();
    for (const search of [previewed, plain]) await search.search('sampling');
    expect(routes(previewed.preview('sampling quill') ?? [])).toEqual(['/docs/tracing']);
    const first = await firstTask(previewed, 'sampling quill');
    const without = await firstTask(plain, 'sampling quill');
    // The preview's choice stands for the first round's: the task that drew the preview ends sooner.
    expect(first.choices).toBe(0);
    expect(without.choices).toBe(1);
    // The same files as the first round of a search without a preview, and the same answer.
    expect(first.urls.some((url) => url.includes('/t/'))).toBe(true);
    expect(first.urls).toEqual(without.urls);
    expect(routes(first.answer.hits)).toEqual(routes(without.answer.hits));
    expect(routes(first.answer.hits)).toContain(DEEP);
  });

  it('previews a query whose words are here and whose pages are still to come', async () => {
    const search = fresh();
    await search.search('sampling');
    // The words' shard comes in; the query is given up before its pages.
    const given = await search.search('quillfeather', { beforePages: async () => false });
    expect(given.superseded).toBe(true);
    asked.length = 0;
    expect(routes(search.preview('sampling quillfeather') ?? [])).toEqual(['/docs/tracing']);
    expect(asked).toEqual([]);
  });

  it('previews again once the words of a query are in and only its pages wait', async () => {
    const search = fresh();
    await search.search('sampling');
    // "request" is on /docs/tracing, held now, and on the home page; until its shard is in,
    // "reque" has no words, so there is nothing to preview at its key.
    expect(search.preview('reque')).toBeNull();
    const previews: string[][] = [];
    let previewsBeforePages = -1;
    const given = await search.search('reque', {
      onPreview: (hits) => previews.push(routes(hits)),
      beforePages: async () => {
        previewsBeforePages = previews.length;
        return false;
      },
    });
    expect(given.superseded).toBe(true);
    // Once the shard is in, the held page answers while the home page waits for the pause.
    expect(previewsBeforePages).toBe(1);
    expect(previews[0]).toEqual(['/docs/tracing']);
  });

  it('fetches ahead the pages that the key a pausing reader likely types next waits for', async () => {
    const search = fresh();
    // Its longer forms are known once the word's shard is here (its pages are not yet).
    expect(search.likelyNextQuery('quillfeath')).toBeNull();
    await search.search('quillfeath', { beforePages: async () => false });
    await search.prefetchNextKey('quillfeath');
    expect(search.likelyNextQuery('quillfeath')).toBe('quillfeathe');
    expect(search.likelyNextQuery('quillfeather ')).toBeNull();
    asked.length = 0;
    await search.prefetchLikelyPages('quillfeath');
    expect(asked.some((url) => url.includes('/p/'))).toBe(true);
    // That key then fetches nothing: its words and pages are here.
    asked.length = 0;
    expect(routes((await search.search('quillfeathe')).hits)[0]).toBe(DEEP);
    expect(asked).toEqual([]);
  });

  it("lets the edge's search rank over the full chunk kept for it", async () => {
    const assets = {
      fetch: (input: RequestInfo | URL) =>
        fetch(`${origin}${new URL(input instanceof Request ? input.url : String(input)).pathname}`),
    } as unknown as Fetcher;
    const outcome = await searchDocs(assets, 'https://docs.test', 'quillfeather', {
      locale: 'en-US',
    });
    expect(outcome.ok && outcome.results[0].route).toBe(DEEP);
  });
});
