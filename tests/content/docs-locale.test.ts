import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type {
  ContentManifest,
  PageChunk,
  PageMapEntry,
  SearchChunk,
  TreeNode,
} from '../../build-content/bundle-format.ts';
import type { ContentTestBundle } from './global-setup.ts';
import { findElements } from './site-pages-helpers.ts';

/** The getting-started path, translated into the second docs locale. */
const TRANSLATED = [
  '/docs',
  '/docs/get-started',
  '/docs/tracing',
  '/docs/prompts/get-started',
  '/docs/scores/overview',
  '/docs/datasets/overview',
  '/docs/sdk/python/sdk-v3',
  '/docs/sdk/typescript/guide',
];
const LOCALE = 'ja-JP';
const UNTRANSLATED = '/docs/roadmap';
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff60]/g;
const LATIN_WORD = /[A-Za-z][\w.'-]*/g;

const bundle = inject('contentTestBundle') as ContentTestBundle;

/** Running text outside code: code blocks, inline code and diagrams stay as written. */
function proseText(nodes: TreeNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node[0] === 'pre' || node[0] === 'code' || node[0] === 'Mermaid') return ' ';
      return ` ${proseText(node.slice(2) as TreeNode[])} `;
    })
    .join('');
}

/**
 * Share of Japanese characters among the characters and Latin words of a text:
 * a product name written in Latin letters counts as one, as a kanji does.
 */
function japaneseShare(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.match(LATIN_WORD)?.length ?? 0;
  return cjk / Math.max(1, cjk + latin);
}

describe(`the ${LOCALE} docs locale`, () => {
  if (bundle.failure || !existsSync(path.join(bundle.dir, '_content', 'manifest.json'))) {
    it('needs the content bundle', () => expect(bundle.failure).toBeUndefined());
    return;
  }
  const content = path.join(bundle.dir, '_content');
  const manifest = JSON.parse(
    readFileSync(path.join(content, 'manifest.json'), 'utf8'),
  ) as ContentManifest;
  const root = path.join(content, manifest.buildId);
  const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
  const chunk = (route: string) => read<PageChunk>(`pages${route}.json`);
  const localized = (route: string) => `/${LOCALE}${route}`;

  it('is listed after the default locale, named in its own language', () => {
    expect(manifest.defaultLocale).toBe('en-US');
    expect(manifest.locales).toEqual([
      { locale: 'en-US', name: 'English', direction: 'ltr' },
      { locale: LOCALE, name: '日本語', direction: 'ltr' },
    ]);
  });

  it.each(TRANSLATED)('%s is translated: h1, description and Japanese prose', (route) => {
    const page = chunk(localized(route));
    expect(page.locale).toBe(LOCALE);
    expect(page.contentLocale).toBeUndefined();
    expect(page.filePath).toMatch(new RegExp(`/${LOCALE}/`));
    expect(findElements(page.tree, 'h1')).toHaveLength(1);
    expect(japaneseShare(page.description)).toBeGreaterThan(0.8);
    expect(japaneseShare(proseText(page.tree))).toBeGreaterThan(0.9);
  });

  it.each(TRANSLATED)('%s keeps the code blocks and the heading outline of English', (route) => {
    const page = chunk(localized(route));
    const english = chunk(route);
    const code = (tree: TreeNode[]) => findElements(tree, 'pre').map((pre) => JSON.stringify(pre));
    expect(code(page.tree)).toEqual(code(english.tree));
    expect(page.toc.map((entry) => entry.depth)).toEqual(english.toc.map((entry) => entry.depth));
  });

  it('falls back to English for an untranslated page, flagged as such', () => {
    const page = chunk(localized(UNTRANSLATED));
    const english = chunk(UNTRANSLATED);
    expect(page).toMatchObject({ route: localized(UNTRANSLATED), locale: LOCALE });
    expect(page.contentLocale).toBe('en-US');
    expect(page.tree).toEqual(english.tree);
    expect(english.contentLocale).toBeUndefined();
  });

  it('titles the translated pages in Japanese in its page map', () => {
    const pageMap = read<PageMapEntry[]>(`page-map.${LOCALE}.json`);
    const byRoute = new Map<string, PageMapEntry>();
    const walk = (entries: PageMapEntry[]) => {
      for (const entry of entries) {
        if (entry.route) byRoute.set(entry.route, entry);
        walk(entry.children ?? []);
      }
    };
    walk(pageMap);
    for (const route of TRANSLATED.filter((route) => !route.includes('/sdk/'))) {
      const entry = byRoute.get(localized(route));
      expect(entry, route).toBeDefined();
      expect(japaneseShare(entry?.title ?? ''), `${route}: ${entry?.title}`).toBeGreaterThan(0.5);
    }
  });

  it('has its own search chunk with the Japanese pages', () => {
    const search = read<SearchChunk>(`search/${LOCALE}.json`);
    for (const route of TRANSLATED) {
      expect(search[localized(route)]?.title).toBe(chunk(localized(route)).title);
    }
    expect(search[localized(UNTRANSLATED)]).toBeDefined();
  });

  it('writes Markdown twins, an llms.txt of its translations and sitemap alternates', () => {
    const twin = readFileSync(path.join(bundle.dir, `${LOCALE}/docs/get-started.md`), 'utf8');
    expect(twin.startsWith(`# ${chunk(localized('/docs/get-started')).title}\n`)).toBe(true);
    const llms = readFileSync(path.join(bundle.dir, `${LOCALE}/llms.txt`), 'utf8');
    for (const route of TRANSLATED) expect(llms).toContain(`/${LOCALE}${route}.md)`);
    expect(llms).not.toContain(`${UNTRANSLATED}.md`);
    const sitemap = readFileSync(path.join(bundle.dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(
      new RegExp(`hreflang="${LOCALE}" href="https://[^"]+/${LOCALE}/docs/get-started"`),
    );
  });
});
