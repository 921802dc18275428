/**
 * The sitemap's locale rule: a locale's page that falls back to another
 * locale's text (contentLocale) is left out, and hreflang alternates pair
 * only real translations.
 */
import { describe, expect, it } from 'vitest';
import type { ChunkHead } from '../../build-content/lib/extras.ts';
import { createExtrasMemo, type EmittedPage, sitemapXml } from '../../build-content/lib/extras.ts';
import { resolveSiteConfig } from '../../build-content/lib/site-config.ts';

const config = resolveSiteConfig({ url: 'https://example.test', defaultLocale: 'en-US' });
const locales = [
  { locale: 'en-US', prefix: '' },
  { locale: 'ja-JP', prefix: '/ja-JP' },
];

function page(baseRoute: string, locale: string, extra: Partial<ChunkHead> = {}): EmittedPage {
  const route = locale === 'en-US' ? baseRoute : `/${locale}${baseRoute}`;
  const chunk: ChunkHead = {
    route,
    locale,
    title: route,
    description: '',
    frontMatter: {},
    toc: [],
    timestamp: null,
    filePath: `content${route}.mdx`,
    contributors: [],
    canonical: route,
    markdownPath: `${route}.md`,
    ...extra,
  };
  return { chunk, baseRoute, twin: '' };
}

/** The `<url>` elements by their `<loc>`, each with its alternates as "hreflang href". */
function entries(xml: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '';
    const links = [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    result.set(loc, links);
  }
  return result;
}

describe('sitemapXml and locales', () => {
  const pages = [
    // Translated: both versions, paired.
    page('/docs/tracing', 'en-US'),
    page('/docs/tracing', 'ja-JP'),
    // Untranslated: the English text under the Japanese route.
    page('/docs/alpha', 'en-US'),
    page('/docs/alpha', 'ja-JP', { contentLocale: 'en-US' }),
    // Only in Japanese.
    page('/docs/jp-only', 'ja-JP'),
  ];
  const sitemap = entries(sitemapXml(pages, locales, 'en-US', config));

  it('leaves untranslated locale pages out', () => {
    expect([...sitemap.keys()].sort()).toEqual([
      'https://example.test/docs/alpha',
      'https://example.test/docs/tracing',
      'https://example.test/ja-JP/docs/jp-only',
      'https://example.test/ja-JP/docs/tracing',
    ]);
  });

  it('pairs a page with its real translations and x-default, both ways', () => {
    const pair = [
      'en-US https://example.test/docs/tracing',
      'ja-JP https://example.test/ja-JP/docs/tracing',
      'x-default https://example.test/docs/tracing',
    ];
    expect(sitemap.get('https://example.test/docs/tracing')).toEqual(pair);
    expect(sitemap.get('https://example.test/ja-JP/docs/tracing')).toEqual(pair);
  });

  it('gives a page with no real translation no alternates', () => {
    expect(sitemap.get('https://example.test/docs/alpha')).toEqual([]);
    expect(sitemap.get('https://example.test/ja-JP/docs/jp-only')).toEqual([]);
  });

  it('never names an untranslated page as an alternate', () => {
    const all = [...sitemap.values()].flat().join('\n');
    expect(all).not.toContain('/ja-JP/docs/alpha');
  });
});

describe('sitemapXml across watch-mode rebuilds', () => {
  it('remakes only what an edit changed, and says what a fresh build says', () => {
    const memo = createExtrasMemo();
    const pages = [
      page('/docs/tracing', 'en-US'),
      page('/docs/tracing', 'ja-JP'),
      page('/docs/alpha', 'en-US'),
      page('/docs/beta', 'en-US', { timestamp: Date.UTC(2026, 0, 2) }),
    ];
    const first = sitemapXml(pages, locales, 'en-US', config, memo);
    expect(first).toBe(sitemapXml(pages, locales, 'en-US', config));
    expect(entries(first).get('https://example.test/docs/tracing')).toHaveLength(3);

    // The same pages: the same text, not made again.
    expect(sitemapXml([...pages], locales, 'en-US', config, memo)).toBe(first);

    // An edit: a new last-modified time on one page, and the Japanese page made untranslated
    // (its English sibling loses the alternate).
    const edited = [...pages];
    edited[3] = page('/docs/beta', 'en-US', { timestamp: Date.UTC(2026, 5, 1) });
    edited[1] = page('/docs/tracing', 'ja-JP', { contentLocale: 'en-US' });
    const rebuilt = sitemapXml(edited, locales, 'en-US', config, memo);
    expect(rebuilt).toBe(sitemapXml(edited, locales, 'en-US', config));
    expect(rebuilt).toContain('<lastmod>2026-06-01T00:00:00.000Z</lastmod>');
    expect(entries(rebuilt).get('https://example.test/docs/tracing')).toEqual([]);

    // A page added: the layout is made afresh.
    const added = [...edited, page('/docs/gamma', 'en-US')];
    expect(sitemapXml(added, locales, 'en-US', config, memo)).toBe(
      sitemapXml(added, locales, 'en-US', config),
    );
  });
});
