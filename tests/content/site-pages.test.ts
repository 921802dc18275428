import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { PageChunk } from '../../build-content/bundle-format.ts';
import { planFeature, planFeatures } from '../../config/plan-features.ts';
import { folderPages } from '../../src/mdx/page-cards/folder-pages.ts';
import type { ContentTestBundle } from './global-setup.ts';
import { findElements, openBundle, proseWords, textOf } from './site-pages-helpers.ts';

/**
 * The product, company, legal, security and regional pages (SPEC.md §2 route
 * list) and the integration group pages, checked as compiled page chunks.
 */
const TOP_LEVEL = [
  '/careers',
  '/demo',
  '/watch-demo',
  '/pricing',
  '/enterprise',
  '/open-source',
  '/why',
  '/library',
  '/jp',
  '/kr',
  '/cn',
  '/about',
  '/support',
  '/talk-to-us',
  '/oss-friends',
];
const LEGAL = [
  '/imprint',
  '/terms',
  '/privacy',
  '/security',
  '/security/soc2',
  '/security/iso27001',
  '/security/gdpr',
  '/security/hipaa',
];
const INTEGRATION_GROUPS = [
  '/integrations/model-providers',
  '/integrations/frameworks',
  '/integrations/gateways',
  '/integrations/no-code',
];
const REGIONAL: Record<string, string> = { '/jp': 'ja', '/kr': 'ko', '/cn': 'zh-Hans' };
const BRAND_OR_HOST = /tracewell/i;
const PRICE = /[$€£]\s?\d/;

const bundle = inject('contentTestBundle') as ContentTestBundle;

describe('site pages', () => {
  it('build without errors or link warnings', () => {
    expect(bundle.failure).toBeUndefined();
    // Other warnings (a diagram type drawn in the browser on the showcase page) are not about links.
    expect(bundle.warnings.filter((warning) => warning.includes('link'))).toEqual([]);
  });
  if (bundle.failure || !existsSync(path.join(bundle.dir, '_content', 'manifest.json'))) return;
  const site = openBundle(bundle.dir);
  const chunkOf = (route: string): PageChunk => {
    const chunk = site.chunk(route);
    if (!chunk) throw new Error(`no page chunk for ${route}`);
    return chunk;
  };
  const roles = folderPages(site.pageMap, '/careers').map((page) => page.route);

  it('have at least one open role, each on its own page', () => {
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(role).toMatch(/^\/careers\/[a-z0-9-]+$/);
  });

  const pages = [
    ...[...TOP_LEVEL, ...INTEGRATION_GROUPS, ...roles].map((route) => ({ route, min: 150 })),
    ...LEGAL.map((route) => ({ route, min: 300 })),
  ];

  it.each(pages)('$route has one h1, a description and at least $min words', ({ route, min }) => {
    expect(site.routes).toContain(route);
    const chunk = chunkOf(route);
    expect(findElements(chunk.tree, 'h1')).toHaveLength(1);
    expect(chunk.description.trim().length).toBeGreaterThan(40);
    expect(proseWords(chunk.tree)).toBeGreaterThanOrEqual(min);
  });

  it.each(LEGAL)('%s is dated and opens with a table of contents of its sections', (route) => {
    const chunk = chunkOf(route);
    expect(textOf(chunk.tree)).toMatch(/(Last updated|Effective date): \d{1,2} \w+ \d{4}/);
    const contents = chunk.toc.find((entry) => entry.value === 'Contents');
    expect(contents, 'a "Contents" section').toBeDefined();
    const links = findElements(chunk.tree, 'a')
      .map((a) => String(a[1]?.href ?? ''))
      .filter((href) => href.startsWith('#'))
      .map((href) => href.slice(1));
    const sections = chunk.toc
      .filter((entry) => entry.depth === 2 && entry.value !== 'Contents')
      .map((entry) => entry.id);
    expect(links).toEqual(sections);
  });

  it.each(Object.entries(REGIONAL))('%s sets lang="%s" around its content', (route, lang) => {
    const chunk = chunkOf(route);
    const wrappers = findElements(chunk.tree, 'LocaleContent');
    expect(wrappers.map((element) => element[1]?.lang)).toEqual([lang]);
    expect(findElements(wrappers[0].slice(2) as PageChunk['tree'], 'h1')).toHaveLength(1);
  });

  it.each(INTEGRATION_GROUPS)('%s lists every integration page of its folder', (folder) => {
    const chunk = chunkOf(folder);
    const cards = findElements(chunk.tree, 'PageCards').map((element) => element[1]?.folder);
    expect(cards).toEqual([folder]);
    // The component renders folderPages() of the page map: it must cover every page routed there.
    const listed = folderPages(site.pageMap, folder)
      .map((page) => page.route)
      .sort();
    const routed = site.routes.filter((route) => route.startsWith(`${folder}/`)).sort();
    expect(routed.length).toBeGreaterThan(3);
    expect(listed).toEqual(routed);
  });

  it('/pricing shows the pricing table, and no page writes a price, brand or host itself', () => {
    expect(findElements(chunkOf('/pricing').tree, 'PricingTable')).toHaveLength(1);
    for (const { route } of pages) {
      const source = readFileSync(path.resolve(chunkOf(route).filePath), 'utf8');
      expect(source, route).not.toMatch(BRAND_OR_HOST);
      expect(source, route).not.toMatch(PRICE);
    }
  });

  it('no source file in content/ writes the brand itself, code and notebooks included', () => {
    const brand = new RegExp(BRAND_OR_HOST.source, 'i');
    const offenders = readdirSync('content', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(mdx?|ipynb|json|ya?ml)$/.test(file))
      .filter((file) => brand.test(readFileSync(path.join('content', file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('docs availability banners name a feature of the plan matrix the pricing table shows', () => {
    const banners = site.routes
      // The showcase (in every locale) shows inline levels on purpose.
      .filter((route) => !route.endsWith('/components-showcase'))
      .flatMap((route) =>
        findElements(site.chunk(route)?.tree ?? [], 'AvailabilityBanner').map((b) => ({
          route,
          props: b[1] ?? {},
        })),
      );
    expect(banners.length).toBeGreaterThan(5);
    for (const { route, props } of banners) {
      expect(props.availability, `${route} writes levels inline`).toBeUndefined();
      expect(planFeature(String(props.feature)), `${route}: ${props.feature}`).toBeDefined();
    }
    const used = new Set(banners.map((banner) => banner.props.feature));
    expect(planFeatures.filter((feature) => used.has(feature.key)).length).toBe(used.size);
  });
});
