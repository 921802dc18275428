/**
 * Every docs, integration, self-hosting and FAQ page (and each translation of
 * one) names the words its readers search with in `keywords` front matter
 * (build-content/lib/search-keywords.ts), so search finds it in their words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { keywordsOf } from '../../build-content/lib/search-keywords.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const SECTIONS = ['docs', 'integrations', 'self-hosting', 'faq'];

function pagesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return [];
  }
  return entries.filter((file) => /\.mdx?$/.test(file)).map((file) => path.join(dir, file));
}

const pages = SECTIONS.flatMap((section) => [
  ...pagesUnder(path.join(CONTENT, section)),
  ...pagesUnder(path.join(CONTENT, 'ja-JP', section)),
]);

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'));
  // The build fills in %%name%% variables before it reads the YAML.
  return match ? (parse(match[1].replace(/%%\w+%%/g, 'X')) as Record<string, unknown>) : {};
}

describe('search keywords in the content', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(pages.map((file) => path.relative(CONTENT, file)))('%s has keywords', (file) => {
    const { keywords, problem } = keywordsOf(frontMatter(path.join(CONTENT, file)).keywords);
    expect(problem).toBeUndefined();
    expect(keywords.length).toBeGreaterThanOrEqual(4);
  });
});
