/**
 * The sitemap's locale rule: a locale's page that falls back to another
 * locale's text (contentLocale) is left out, and hreflang alternates pair
 * only real translations.
 */
import { describe, expect, it } from 'vitest';
import type { ChunkHead } from '../../build-content/lib/extras.ts';
import { type EmittedPage, sitemapXml } from '../../build-content/lib/extras.ts';
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
