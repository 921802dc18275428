/**
 * A sharded locale's first-key titles (build-content/lib/search-shards/first-key-titles.ts):
 * within their budget, they answer each character they hold as every title
 * of the locale would, CJK characters inside a word included; pages the
 * index hides are not in them.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SearchChunk } from '../../build-content/bundle-format';
import {
  FIRST_KEY_TITLES_GZIP,
  firstKeyTitles,
} from '../../build-content/lib/search-shards/first-key-titles';
import type { PageInfo } from '../../build-content/lib/search-shards/term-table';
import { generateSearchChunk } from '../../scripts/search-bench-corpus';
import { titleAnswer, titleEntry } from '../../src/features/search/title-answers';

function pagesOf(chunk: SearchChunk): PageInfo[] {
  return Object.entries(chunk).map(([route, entry], id) => ({
    route,
    entry,
    firstSection: id,
    sections: 1,
    weight: 1,
    hidden: false,
  }));
}

const answerRoutes = (entries: ReturnType<typeof titleEntry>[], query: string) =>
  titleAnswer(entries, query).map((hit) => hit.route);

describe('first-key titles', () => {
  const pages = pagesOf(generateSearchChunk(2000));
  const { titles } = firstKeyTitles(pages);
  const list = titles.map(([route, title, snippet]) => titleEntry(route, title, snippet));
  const all = pages.map((page) => titleEntry(page.route, page.entry.title, ''));

  it('stays within its budget, yet answers the common first keys as all titles do', () => {
    expect(gzipSync(JSON.stringify({ titles })).length).toBeLessThanOrEqual(FIRST_KEY_TITLES_GZIP);
    expect(titles.length).toBeLessThan(pages.length / 4);
    let answered = 0;
    for (const key of 'abcdefghijklmnopqrstuvwxyz') {
      const expected = answerRoutes(all, key);
      if (expected.length === 0) continue;
      expect(answerRoutes(list, key), key).toEqual(expected);
      answered += 1;
    }
    expect(answered).toBeGreaterThan(15);
  });

  it('keeps to a budget however little its text compresses', () => {
    let seed = 7;
    const word = () => {
      seed = (seed * 48271) % 2147483647;
      return seed.toString(36);
    };
    const noisy: SearchChunk = {};
    for (let page = 0; page < 400; page += 1)
      noisy[`/docs/${word()}`] = {
        title: `${word()} ${word()}`,
        data: { '#': Array.from({ length: 20 }, word).join(' ') },
      };
    const { titles } = firstKeyTitles(pagesOf(noisy), 2000);
    expect(titles.length).toBeGreaterThan(0);
    expect(gzipSync(JSON.stringify({ titles })).length).toBeLessThanOrEqual(2000);
  });

  it('gives each page the start of its text, cut at a space', () => {
    const [route, , snippet] = titles[0];
    const text = Object.values(pages.find((page) => page.route === route)?.entry.data ?? {})[0];
    expect(text.startsWith(snippet.replace(/…$/, ''))).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(121);
  });

  it('answers a CJK character inside a word, and leaves hidden pages out', () => {
    const page = (route: string, title: string, hidden = false): PageInfo => ({
      route,
      entry: { title, data: { '#': `${title}の説明` } },
      firstSection: 0,
      sections: 1,
      weight: 1,
      hidden,
    });
    const small = firstKeyTitles([
      page('/ja/docs/sampling', 'トレースのサンプリング'),
      page('/ja/docs/copy', 'サンプリングの写し', true),
    ]).titles.map(([route, title, snippet]) => titleEntry(route, title, snippet));
    expect(answerRoutes(small, 'サ')).toEqual(['/ja/docs/sampling']);
    expect(answerRoutes(small, 'ト')).toEqual(['/ja/docs/sampling']);
  });
});
