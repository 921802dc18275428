/**
 * Search relevance over the site's own content: each query of
 * relevance-queries.json names the page (and usually the section) a reader
 * expects. The engine is the browser's own module, run over the bundle that
 * tests/content/global-setup.ts builds from content/. A query with a
 * `locale` searches that locale's chunk (ja-JP for Japanese queries), as the
 * reader of a page in that language does; the others search en-US.
 *
 *   hits@1: the first result (top page, its first section) is the expected one.
 *   hits@5: the expected page is among the top 5 pages and, when a section is
 *           expected, among that page's listed sections.
 */
import { describe, expect, inject, it } from 'vitest';
import { buildSearchIndex, type SearchEngine } from '../../src/features/search/engine';
import {
  DEFAULT_LOCALE,
  gradeAll,
  HITS_AT_1_TARGET,
  HITS_AT_5_TARGET,
  queries,
  type RelevanceQuery,
  readChunk,
} from './relevance-grading';

type Searched = { engine: SearchEngine; routes: Set<string> };

let engines: Promise<(entry: RelevanceQuery) => Searched> | undefined;

/** One engine per locale the queries search, built once for the file's tests. */
function enginesByLocale() {
  engines ??= (async () => {
    const bundle = inject('contentTestBundle');
    if (bundle.failure) throw new Error(bundle.failure);
    const byLocale = new Map<string, Searched>();
    for (const locale of new Set(queries.map((entry) => entry.locale ?? DEFAULT_LOCALE))) {
      const chunk = readChunk(bundle.dir, locale);
      byLocale.set(locale, {
        engine: await buildSearchIndex(chunk),
        routes: new Set(Object.keys(chunk)),
      });
    }
    return (entry: RelevanceQuery) => {
      const found = byLocale.get(entry.locale ?? DEFAULT_LOCALE);
      if (!found) throw new Error(`no search chunk for ${entry.locale}`);
      return found;
    };
  })();
  return engines;
}

describe('search relevance', () => {
  it('has at least 80 queries, each naming a route', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    for (const entry of queries) expect(entry.expect.route).toMatch(/^\//);
  });

  it(`ranks the expected section first for ${HITS_AT_1_TARGET * 100}% and in the top 5 for ${HITS_AT_5_TARGET * 100}% of queries`, async () => {
    const searchIn = await enginesByLocale();
    const missing = queries.filter((entry) => !searchIn(entry).routes.has(entry.expect.route));
    expect(missing.map((entry) => entry.expect.route)).toEqual([]);

    const answers = queries.map((entry) => ({
      entry,
      hits: searchIn(entry).engine.search(entry.query),
    }));
    const { hitsAt1, hitsAt5, report } = gradeAll(answers);
    console.log(`search relevance over ${queries.length} queries: ${report}`);
    expect(hitsAt1).toBeGreaterThanOrEqual(HITS_AT_1_TARGET);
    expect(hitsAt5).toBeGreaterThanOrEqual(HITS_AT_5_TARGET);
  });

  // What a word scored is kept while the reader types on (term-score.ts): an
  // answer built on the previous keys' words must be the one a fresh engine gives.
  it('answers a query typed key by key as it answers the query asked at once', async () => {
    const searchIn = await enginesByLocale();
    const differing: string[] = [];
    for (const entry of queries) {
      const { engine } = searchIn(entry);
      engine.clearCaches();
      const atOnce = engine.search(entry.query);
      engine.clearCaches();
      let typed = atOnce;
      for (let end = 1; end <= entry.query.length; end += 1)
        typed = engine.search(entry.query.slice(0, end));
      if (JSON.stringify(typed) !== JSON.stringify(atOnce)) differing.push(entry.query);
    }
    expect(differing).toEqual([]);
  });
});
