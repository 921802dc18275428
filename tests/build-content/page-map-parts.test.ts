import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ContentManifest,
  type PageMapEntry,
  pageMapFile,
} from '../../build-content/bundle-format.ts';
import { ContentBuilder } from '../../build-content/lib/builder.ts';
import { pageMapParts } from '../../build-content/lib/page-map-parts.ts';
import { pageMapPartOf } from '../../src/data/page-map-part.ts';
import { Bundle, fixtures, testSiteConfig } from './helpers.ts';
import { routesOf, seen } from './page-map-views.ts';

const page = (route: string, title: string): PageMapEntry => ({
  name: route.split('/').at(-1) ?? '',
  route,
  title,
  type: 'doc',
  display: 'normal',
});

const folder = (
  route: string,
  type: PageMapEntry['type'],
  children: PageMapEntry[],
  extra: Partial<PageMapEntry> = {},
): PageMapEntry => ({ ...page(route, route), type, children, ...extra });

const tree: PageMapEntry[] = [
  { ...page('/', 'Home'), type: 'page' },
  folder('/docs', 'page', [page('/docs/a', 'A'), page('/docs/b', 'B')]),
  folder('/blog', 'page', [page('/blog/x', 'X')]),
  folder('/guides', 'doc', [page('/guides/g', 'G')]),
  folder('/shown', 'page', [page('/shown/s', 'S')], { display: 'children' }),
  folder('/empty', 'page', []),
];
const json = JSON.stringify(tree);

describe('pageMapParts', () => {
  it('leaves a map at or below the threshold whole', () => {
    expect(pageMapParts(tree, json, json.length)).toBeNull();
    expect(pageMapParts(tree, json, json.length - 1)).not.toBeNull();
  });

  it('splits off each top-level page folder with pages, keeping every top-level entry', () => {
    const split = pageMapParts(tree, json, 0);
    expect(split?.sections).toEqual(['/docs', '/blog']);
    expect([...(split?.parts.keys() ?? [])]).toEqual(['', 'docs', 'blog']);
    const part = (name: string) => JSON.parse(split?.parts.get(name) ?? '[]') as PageMapEntry[];
    const parts = [part(''), part('docs'), part('blog')];
    for (const each of parts)
      expect(each.map((entry) => entry.route)).toEqual(tree.map((e) => e.route));
    const childrenOf = (part: PageMapEntry[], route: string) =>
      part.find((entry) => entry.route === route)?.children?.map((entry) => entry.route);
    // The rest holds no section's pages; a section's part holds that section's only.
    expect(childrenOf(parts[0], '/docs')).toEqual([]);
    expect(childrenOf(parts[0], '/blog')).toEqual([]);
    expect(childrenOf(parts[1], '/docs')).toEqual(['/docs/a', '/docs/b']);
    expect(childrenOf(parts[1], '/blog')).toEqual([]);
    expect(childrenOf(parts[2], '/blog')).toEqual(['/blog/x']);
    // A doc folder (the sidebar of top-level pages) and a folder shown as its children stay whole.
    for (const each of parts) {
      expect(childrenOf(each, '/guides')).toEqual(['/guides/g']);
      expect(childrenOf(each, '/shown')).toEqual(['/shown/s']);
    }
  });

  it('does not split a map without a section to split off', () => {
    const flat = [page('/a', 'A'), folder('/docs', 'doc', [page('/docs/b', 'B')])];
    expect(pageMapParts(flat, JSON.stringify(flat), 0)).toBeNull();
  });
});

describe('pageMapParts of a Nextra tree', () => {
  it('splits the blog example, three locales by file suffix, so every route reads the same page from its part', async () => {
    const builder = new ContentBuilder({
      contentDir: path.join(fixtures, 'nextra-blog'),
      cacheDir: false,
      workers: 0,
      publicDir: false,
      links: 'warn',
      siteConfig: { ...testSiteConfig, pageMapSplitAbove: 0 },
    });
    const bundle = new Bundle(await builder.build().finally(() => builder.close()));
    const manifest = JSON.parse(bundle.text('_content/manifest.json')) as ContentManifest;
    expect(Object.keys(manifest.pageMapParts ?? {}).sort()).toEqual(
      manifest.locales.map((entry) => entry.locale).sort(),
    );
    for (const { locale } of manifest.locales) {
      const whole = bundle.pageMap(locale);
      const part = (name: string) =>
        JSON.parse(
          bundle.text(`_content/${bundle.output.buildId}/${pageMapFile(locale, name)}`),
        ) as PageMapEntry[];
      const routes = routesOf(whole);
      expect(routes.length).toBeGreaterThan(3);
      for (const route of routes) {
        const name = pageMapPartOf(manifest, locale, route);
        expect(name, route).toBeDefined();
        expect(seen(part(name ?? ''), route), route).toEqual(seen(whole, route));
      }
    }
  });
});
