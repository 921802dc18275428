/**
 * The curated relevance queries (relevance-queries.json) and how an answer
 * is graded against them: shared by the whole-chunk engine's suite
 * (relevance.test.ts) and the sharded index's (sharded-relevance.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchChunk } from '../../build-content/bundle-format';
import type { PageHit } from '../../src/features/search/search-types';

export interface RelevanceQuery {
  query: string;
  locale?: string;
  expect: { route: string; section?: string };
}

export const queries = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'relevance-queries.json'), 'utf8'),
) as RelevanceQuery[];

export const HITS_AT_1_TARGET = 0.8;
export const HITS_AT_5_TARGET = 0.95;
export const DEFAULT_LOCALE = 'en-US';

export function readChunk(bundleDir: string, locale: string): SearchChunk {
  const root = path.join(bundleDir, '_content');
  const manifest = JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8')) as {
    buildId: string;
  };
  const file = path.join(root, manifest.buildId, 'search', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as SearchChunk;
}

export function expectedUrl({ route, section }: RelevanceQuery['expect']): string {
  return section ? `${route}#${section}` : route;
}

export function grade(hits: PageHit[], expected: RelevanceQuery['expect']) {
  const url = expectedUrl(expected);
  const first = hits[0];
  const firstUrl = expected.section ? first?.sections[0]?.url : first?.route;
  const page = hits.find((hit) => hit.route === expected.route);
  const atFive =
    page !== undefined &&
    (!expected.section || page.sections.some((section) => section.url === url));
  return { atOne: firstUrl === url, atFive };
}

/** hits@1 and hits@5 of an answer per query, with the lines a failure prints. */
export function gradeAll(answers: ReadonlyArray<{ entry: RelevanceQuery; hits: PageHit[] }>) {
  let atOne = 0;
  let atFive = 0;
  const notFirst: string[] = [];
  const misses: string[] = [];
  for (const { entry, hits } of answers) {
    const result = grade(hits, entry.expect);
    const line = `  "${entry.query}" → want ${expectedUrl(entry.expect)}, got ${
      hits.map((hit) => hit.sections[0]?.url ?? hit.route).join(', ') || 'nothing'
    }`;
    if (result.atOne) atOne += 1;
    else if (result.atFive) notFirst.push(line);
    if (result.atFive) atFive += 1;
    else misses.push(line);
  }
  const hitsAt1 = atOne / answers.length;
  const hitsAt5 = atFive / answers.length;
  const report =
    `hits@1 ${hitsAt1.toFixed(3)}, hits@5 ${hitsAt5.toFixed(3)}` +
    (notFirst.length ? `\nin the top 5 but not first:\n${notFirst.join('\n')}` : '') +
    (misses.length ? `\nmissed in the top 5:\n${misses.join('\n')}` : '');
  return { hitsAt1, hitsAt5, report };
}
