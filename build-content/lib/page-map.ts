import { type FrontMatter, PAGE_MAP_FRONT_MATTER, type PageMapEntry } from '../bundle-format.ts';
import type { MetaEntry } from './meta.ts';
import type { PageRef, SiteFolder } from './site-tree.ts';

/** A routable page of one locale, as the page-map walk found it. */
export interface RouteInfo {
  route: string;
  ref: PageRef;
  /** Title from the parent's _meta, the page title's third fallback. */
  metaTitle?: string;
  name: string;
}

export interface PageFacts {
  frontMatter: FrontMatter;
  title?: string;
}

/** "get-started" → "Get Started": the last-resort title. */
export function titleFromName(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** The fields of a page's front matter that its page-map entry carries. */
function entryFrontMatter(page: PageFacts | undefined): FrontMatter {
  const entry: Record<string, unknown> = {};
  for (const key of PAGE_MAP_FRONT_MATTER) {
    const value: unknown = page?.frontMatter[key];
    if (value !== undefined) entry[key] = value;
  }
  return entry as FrontMatter;
}

/** A sidebar title: the _meta title, then the page's sidebarTitle, its title, its file name. */
function entryTitle(metaTitle: string | undefined, page: PageFacts | undefined, name: string) {
  return metaTitle ?? page?.frontMatter.sidebarTitle ?? page?.title ?? titleFromName(name);
}

/**
 * Builds the route tree of one locale with Nextra's `_meta` semantics: listed
 * entries first in their order, the rest alphabetically; "_" names skipped.
 */
export function buildPageMap(
  root: SiteFolder,
  prefix: string,
  facts: (ref: PageRef) => PageFacts | undefined,
  routes: RouteInfo[],
): PageMapEntry[] {
  const walk = (folder: SiteFolder, folderRoute: string, isRoot: boolean): PageMapEntry[] => {
    const meta = folder.meta ?? new Map<string, MetaEntry>();
    const names = new Set<string>([...folder.files.keys(), ...folder.folders.keys()]);
    const listed = [...meta.keys()];
    const unlisted = [...names].filter((name) => !meta.has(name)).sort();
    const entries: PageMapEntry[] = [];
    const routeOf = (name: string) =>
      name === 'index' ? folderRoute || '/' : `${folderRoute}/${name}`;
    for (const name of [...listed, ...unlisted]) {
      if (name.startsWith('_')) continue;
      const metaEntry = meta.get(name) ?? {};
      const child = folder.folders.get(name);
      const file = folder.files.get(name);
      if (metaEntry.type === 'separator') {
        entries.push({
          name,
          route: '',
          title: metaEntry.title ?? '',
          type: 'separator',
          display: 'normal',
        });
        continue;
      }
      if (name === 'index' && !isRoot && !meta.has('index')) {
        // A folder's index page is the folder's own route; listed only when _meta names it.
        if (file)
          routes.push({ route: routeOf(name), ref: file, name, metaTitle: metaEntry.title });
        continue;
      }
      if (child) {
        const route = routeOf(name);
        const index = child.files.get('index') ?? file;
        const indexFacts = index ? facts(index) : undefined;
        if (index && !child.files.has('index'))
          routes.push({ route, ref: index, name, metaTitle: metaEntry.title });
        const entry: PageMapEntry = {
          name,
          route,
          title: entryTitle(metaEntry.title, indexFacts, name),
          type: metaEntry.type ?? 'doc',
          display: metaEntry.display ?? 'normal',
          children: walk(child, route, false),
        };
        if (index) {
          entry.withIndexPage = true;
          entry.frontMatter = entryFrontMatter(indexFacts);
        }
        decorate(entry, metaEntry, route);
        entries.push(entry);
        continue;
      }
      if (file) {
        const route = routeOf(name);
        const pageFacts = facts(file);
        routes.push({ route, ref: file, name, metaTitle: metaEntry.title });
        const entry: PageMapEntry = {
          name,
          route,
          title: entryTitle(metaEntry.title, pageFacts, name),
          type: metaEntry.type ?? 'doc',
          display: metaEntry.display ?? 'normal',
          frontMatter: entryFrontMatter(pageFacts),
        };
        decorate(entry, metaEntry, route);
        entries.push(entry);
        continue;
      }
      if (metaEntry.href || metaEntry.type === 'menu') {
        const entry: PageMapEntry = {
          name,
          route: '',
          title: metaEntry.title ?? titleFromName(name),
          type: metaEntry.type ?? 'doc',
          display: metaEntry.display ?? 'normal',
        };
        decorate(entry, metaEntry, folderRoute);
        entries.push(entry);
      }
    }
    return entries;
  };
  return walk(root, prefix, true);
}

function decorate(entry: PageMapEntry, meta: MetaEntry, route: string): void {
  if (meta.href) entry.href = meta.href;
  if (meta.newWindow !== undefined) entry.newWindow = meta.newWindow;
  if (meta.theme) entry.theme = meta.theme;
  if (meta.items) {
    entry.items = meta.items.map((item) => ({
      ...item,
      href: /^(\/|[a-z]+:|#)/i.test(item.href)
        ? item.href
        : `${route === '/' ? '' : route}/${item.href}`,
    }));
  }
}
