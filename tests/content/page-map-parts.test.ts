import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ContentManifest, PageMapEntry } from '../../build-content/bundle-format.ts';
import { pageMapParts } from '../../build-content/lib/page-map-parts.ts';
import { buildPageNav } from '../../src/data/page-map-nav.ts';
import { pageMapPartOf } from '../../src/data/page-map-part.ts';
import { folderPages } from '../../src/mdx/page-cards/folder-pages.ts';
import { routesOf, seen } from '../build-content/page-map-views.ts';

/**
 * This site's own page maps, split as if they were large: every route must
 * get from its part exactly the page it gets from the whole map (place,
 * sidebar, previous/next, breadcrumbs, theme, navbar), and every folder of
 * `<PageCards>` the same cards from the part that holds it.
 */
const bundle = inject('contentTestBundle');

describe('page map parts of this site', () => {
  if (bundle.failure) return;
  const content = path.join(bundle.dir, '_content');
  const manifest = JSON.parse(
    readFileSync(path.join(content, 'manifest.json'), 'utf8'),
  ) as ContentManifest;

  for (const { locale } of manifest.locales) {
    const json = readFileSync(
      path.join(content, manifest.buildId, `page-map.${locale}.json`),
      'utf8',
    );
    const whole = JSON.parse(json) as PageMapEntry[];
    const split = pageMapParts(whole, json, 0);

    it(`${locale}: splits into a part per navbar section, each smaller than the whole`, () => {
      expect(split?.sections).toContain(
        locale === manifest.defaultLocale ? '/docs' : `/${locale}/docs`,
      );
      for (const part of split?.parts.values() ?? []) expect(part.length).toBeLessThan(json.length);
    });
    if (!split) continue;
    const splitManifest = { pageMapParts: { [locale]: split.sections } };
    const parsed = new Map(
      [...split.parts].map(([name, text]) => [name, JSON.parse(text) as PageMapEntry[]]),
    );
    const partOf = (route: string) =>
      parsed.get(pageMapPartOf(splitManifest, locale, route) ?? '?') ?? [];

    it(`${locale}: every route reads the same page from its part as from the whole map`, () => {
      const routes = [...new Set(routesOf(whole))];
      expect(routes.length).toBeGreaterThan(50);
      for (const route of routes)
        expect(seen(partOf(route), route), route).toEqual(seen(whole, route));
      // A route no part holds is missing from its part too.
      expect(
        buildPageNav(partOf('/docs/no-such-page'), '/docs/no-such-page').activeEntry,
      ).toBeNull();
    });

    it(`${locale}: a folder's cards are the same from the part that holds it`, () => {
      const folders = routesOf(whole).filter((route) => folderPages(whole, route).length > 0);
      expect(folders.length).toBeGreaterThan(5);
      for (const folder of folders)
        expect(folderPages(partOf(folder), folder), folder).toEqual(folderPages(whole, folder));
    });
  }
});
