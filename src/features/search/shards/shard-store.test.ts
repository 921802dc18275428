// @vitest-environment node
/**
 * Fetching ahead for the next key (ShardStore.splitsAfter and filesOf,
 * ShardedSearch.prefetchNextKey) over a made-up layout whose files split
 * the words under "tr" three ways, served over loopback HTTP.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchShardManifest } from '../../../../build-content/bundle-format';
import { ShardStore } from './shard-store';
import { ShardedSearch } from './sharded-search';

const KEYS = ['a', 's', 't', 'tr', 'tra', 'trace', 'tre'];
const manifest: SearchShardManifest = {
  locale: 'en-US',
  layout: { shards: KEYS.length, completions: 2, pages: 0, typo: [] },
  sections: 0,
  textLength: 0,
  keys: KEYS,
  completions: ['t', 'tr'],
  typo: {},
  sectionCounts: [],
  weights: [],
  hidden: [],
};
const shard = (key: string) => `search/en-US/t/${KEYS.indexOf(key)}.json`;

let server: Server;
let base = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url.slice(url.indexOf('search/')));
    // The words under "t", most used first.
    const words = url.endsWith('/c/0.json') ? ['tree', 'trace', 'tab'] : [];
    const body = url.includes('/c/') ? { fields: [], body: words, terms: {} } : { terms: {} };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_content/b1`;
});
afterAll(() => server?.close());
beforeEach(() => {
  asked.length = 0;
});

describe('the files of the next key', () => {
  it('are those where the files split the word, each once', async () => {
    const store = new ShardStore(manifest, base);
    const ahead = (prefix: string) => store.filesOf(store.splitsAfter(prefix));
    expect(ahead('tr').sort()).toEqual([shard('tra'), shard('tre')].sort());
    expect(ahead('trac')).toEqual([shard('trace')]);
    // Inside one shard, the next key's words are in that shard.
    expect(ahead('sa')).toEqual([]);
    expect(ahead('trace')).toEqual([]);
    await store.prefetch(ahead('tr'));
    expect(asked.sort()).toEqual([shard('tra'), shard('tre')].sort());
    // Held now: not asked again.
    expect(ahead('tr')).toEqual([]);
  });

  it('are fetched for the word being typed: under one letter, its completion lists only', async () => {
    const search = new ShardedSearch(manifest, base);
    await search.prefetchNextKey('observe tr');
    expect(asked.sort()).toEqual([shard('tra'), shard('tre')].sort());
    asked.length = 0;
    // Under one letter the shards are the largest files: the next keys'
    // completion lists, and the shards of those its most used words go on with.
    await search.search('t');
    asked.length = 0;
    await search.prefetchNextKey('t');
    expect(asked.sort()).toEqual(['search/en-US/c/1.json', shard('tr')].sort());
    asked.length = 0;
    // Nothing once the word is finished.
    await search.prefetchNextKey('trac ');
    expect(asked).toEqual([]);
  });
});
