/**
 * The curated relevance suite on the sharded path: the site's own chunks
 * are sharded as a large site's are (build-content/lib/search-shards/),
 * served over loopback HTTP, and every query is answered by the reader's
 * sharded search (src/features/search/shards/), which fetches only the
 * shards and pages it needs. It must meet the same targets as the whole
 * chunk's engine and give the same answers to nearly every query.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchShardManifest } from '../../build-content/bundle-format';
import { searchShardFiles } from '../../build-content/lib/search-shards/shard-files';
import { buildSearchIndex } from '../../src/features/search/engine';
import type { PageHit } from '../../src/features/search/search-types';
import { ShardedSearch } from '../../src/features/search/shards/sharded-search';
import {
  DEFAULT_LOCALE,
  gradeAll,
  HITS_AT_1_TARGET,
  HITS_AT_5_TARGET,
  queries,
  readChunk,
} from './relevance-grading';

/** Share of queries whose five pages (and their first sections) are the whole chunk's. */
const SAME_ANSWER_TARGET = 0.95;

const files = new Map<string, string>();
const manifests = new Map<string, SearchShardManifest>();
let server: Server;
let base = '';
/** Bytes served, for the report. */
let served = 0;

beforeAll(async () => {
  const bundle = inject('contentTestBundle');
  if (bundle.failure) throw new Error(bundle.failure);
  for (const locale of new Set(queries.map((entry) => entry.locale ?? DEFAULT_LOCALE))) {
    const built = searchShardFiles(locale, Object.entries(readChunk(bundle.dir, locale)));
    for (const [path, text] of built.files) files.set(`/${path}`, text);
    manifests.set(locale, built.manifest);
  }
  server = createServer((request, response) => {
    const text = files.get(request.url ?? '');
    if (text === undefined) {
      response.writeHead(404).end();
      return;
    }
    served += Buffer.byteLength(text);
    response.writeHead(200, { 'content-type': 'application/json' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server?.close());

const signature = (hits: PageHit[]) =>
  hits.map((hit) => `${hit.route} ${hit.sections[0]?.url ?? ''}`).join('\n');

describe('sharded search relevance', () => {
  it(`meets hits@1 ≥ ${HITS_AT_1_TARGET} and hits@5 ≥ ${HITS_AT_5_TARGET}, answering as the whole chunk does`, async () => {
    const bundle = inject('contentTestBundle');
    const searches = new Map<string, ShardedSearch>();
    const whole = new Map<string, Awaited<ReturnType<typeof buildSearchIndex>>>();
    for (const [locale, manifest] of manifests) {
      searches.set(locale, new ShardedSearch(manifest, base));
      whole.set(locale, await buildSearchIndex(readChunk(bundle.dir, locale)));
    }
    const answers: { entry: (typeof queries)[number]; hits: PageHit[] }[] = [];
    const differing: string[] = [];
    for (const entry of queries) {
      const locale = entry.locale ?? DEFAULT_LOCALE;
      // A fresh reader per query: what earlier queries fetched does not help it.
      const search = new ShardedSearch(manifests.get(locale) as SearchShardManifest, base);
      const { hits, incomplete } = await search.search(entry.query);
      expect(incomplete).toBe(false);
      answers.push({ entry, hits });
      const expected = whole.get(locale)?.search(entry.query) ?? [];
      if (signature(hits) !== signature(expected))
        differing.push(
          `  "${entry.query}"\n    sharded: ${signature(hits).replaceAll('\n', ' | ')}\n    whole:   ${signature(expected).replaceAll('\n', ' | ')}`,
        );
    }
    const { hitsAt1, hitsAt5, report } = gradeAll(answers);
    const same = 1 - differing.length / queries.length;
    console.log(
      `sharded search over ${queries.length} queries: ${report}\nsame answer as the whole chunk: ${same.toFixed(3)} (${(served / queries.length / 1024).toFixed(1)} KB raw served a query)` +
        (differing.length ? `\n${differing.join('\n')}` : ''),
    );
    expect(hitsAt1).toBeGreaterThanOrEqual(HITS_AT_1_TARGET);
    expect(hitsAt5).toBeGreaterThanOrEqual(HITS_AT_5_TARGET);
    expect(same).toBeGreaterThanOrEqual(SAME_ANSWER_TARGET);
  });
});
