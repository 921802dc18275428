import type { PageMapEntry } from '../../build-content/bundle-format.ts';
import { buildPageNav, getBreadcrumbs } from '../../src/data/page-map-nav.ts';

/** Every route of a page map, in tree order (a route listed twice, twice). */
export function routesOf(entries: readonly PageMapEntry[], out: string[] = []): string[] {
  for (const entry of entries) {
    if (entry.route) out.push(entry.route);
    if (entry.children) routesOf(entry.children, out);
  }
  return out;
}

/** What a reader sees of a page's place in a page map: place, crumbs, sidebar, reading order, theme, navbar. */
export function seen(pageMap: PageMapEntry[], route: string) {
  const nav = buildPageNav(pageMap, route);
  return {
    path: nav.activePath.map((entry) => entry.route),
    crumbs: getBreadcrumbs(nav.activePath),
    sidebar: nav.sidebarItems,
    reading: nav.docsPages.map((entry) => entry.route),
    theme: nav.theme,
    navbar: nav.navbarItems.map((entry) => [entry.title, entry.route, entry.href]),
  };
}
