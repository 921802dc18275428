/**
 * Search relevance over the site's own content: each query of
 * relevance-queries.json names the page (and usually the section) a reader
 * expects. The engine is the browser's own module, run over the bundle that
 * tests/content/global-setup.ts builds from content/.
 *
 *   hits@1: the first result (top page, its first section) is the expected one.
 *   hits@5: the expected page is among the top 5 pages and, when a section is
 *           expected, among that page's listed sections.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { SearchChunk } from '../../build-content/bundle-format';
import { buildSearchIndex } from '../../src/features/search/engine';
import type { PageHit } from '../../src/features/search/search-types';

interface RelevanceQuery {
  query: string;
  expect: { route: string; section?: string };
}

const queries = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'relevance-queries.json'), 'utf8'),
) as RelevanceQuery[];

const HITS_AT_5_TARGET = 0.9;

function readChunk(bundleDir: string, locale: string): SearchChunk {
  const root = path.join(bundleDir, '_content');
  const manifest = JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8')) as {
    buildId: string;
  };
  const file = path.join(root, manifest.buildId, 'search', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as SearchChunk;
}

function expectedUrl({ route, section }: RelevanceQuery['expect']): string {
  return section ? `${route}#${section}` : route;
}

function grade(hits: PageHit[], expected: RelevanceQuery['expect']) {
  const url = expectedUrl(expected);
  const first = hits[0];
  const firstUrl = expected.section ? first?.sections[0]?.url : first?.route;
  const page = hits.find((hit) => hit.route === expected.route);
  const atFive =
    page !== undefined &&
    (!expected.section || page.sections.some((section) => section.url === url));
  return { atOne: firstUrl === url, atFive };
}

describe('search relevance', () => {
  it('has at least 40 queries, each naming a route', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    for (const entry of queries) expect(entry.expect.route).toMatch(/^\//);
  });

  it(`finds the expected section in the top 5 for at least ${HITS_AT_5_TARGET * 100}% of queries`, async () => {
    const bundle = inject('contentTestBundle');
    if (bundle.failure) throw new Error(bundle.failure);
    const chunk = readChunk(bundle.dir, 'en-US');
    const engine = await buildSearchIndex(chunk);

    const routes = new Set(Object.keys(chunk));
    const missing = queries.filter((entry) => !routes.has(entry.expect.route));
    expect(missing.map((entry) => entry.expect.route)).toEqual([]);

    let atOne = 0;
    let atFive = 0;
    const misses: string[] = [];
    for (const entry of queries) {
      const hits = engine.search(entry.query);
      const result = grade(hits, entry.expect);
      if (result.atOne) atOne += 1;
      if (result.atFive) atFive += 1;
      else
        misses.push(
          `  "${entry.query}" → want ${expectedUrl(entry.expect)}, got ${
            hits.map((hit) => hit.sections[0]?.url ?? hit.route).join(', ') || 'nothing'
          }`,
        );
    }
    const hitsAt1 = atOne / queries.length;
    const hitsAt5 = atFive / queries.length;
    console.log(
      `search relevance over ${queries.length} queries: hits@1 ${hitsAt1.toFixed(3)}, hits@5 ${hitsAt5.toFixed(3)}` +
        (misses.length ? `\nmissed in the top 5:\n${misses.join('\n')}` : ''),
    );
    expect(hitsAt5).toBeGreaterThanOrEqual(HITS_AT_5_TARGET);
  });
});
