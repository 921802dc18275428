/**
 * Pure navigation rules over the page map (Nextra semantics, SPEC.md §2/§5):
 * where a route sits in the tree, which entries the navbar and sidebar list,
 * breadcrumbs, previous/next, and the theme options that apply to a page.
 */
import type { PageMapEntry, PageTheme } from '../../build-content/bundle-format';
import { isAtOrUnder } from './locale-route';

export interface PageNav {
  /** Entries from the root down to the current page. Empty when the route is not in the tree. */
  activePath: PageMapEntry[];
  activeEntry: PageMapEntry | null;
  /** Entries the navbar lists: top-level `page` and `menu` entries. */
  navbarItems: PageMapEntry[];
  /** Entries the sidebar lists for the current docs tree. */
  sidebarItems: PageMapEntry[];
  /** Readable pages of the current docs tree in reading order (for previous/next). */
  docsPages: PageMapEntry[];
  theme: Required<
    Pick<
      PageTheme,
      'layout' | 'sidebar' | 'toc' | 'breadcrumb' | 'pagination' | 'navbar' | 'footer' | 'timestamp'
    >
  > &
    PageTheme;
}

const defaultTheme: PageNav['theme'] = {
  layout: 'default',
  sidebar: true,
  toc: true,
  breadcrumb: true,
  pagination: true,
  navbar: true,
  footer: true,
  timestamp: true,
};

export function isFolder(entry: PageMapEntry): boolean {
  return Array.isArray(entry.children);
}

/** A folder's entries; an index page listed in `_meta` appears among them with the folder's route. */
export function visibleChildren(entry: PageMapEntry): PageMapEntry[] {
  return entry.children ?? [];
}

/** Whether an entry has a page of its own to navigate to. */
export function isReadable(entry: PageMapEntry): boolean {
  if (entry.type === 'separator' || entry.type === 'menu' || entry.href) return false;
  if (!entry.route) return false;
  return !isFolder(entry) || entry.withIndexPage === true;
}

/** Skips `_` names and hidden entries; `display: children` folders are replaced by their children. */
export function navigableEntries(entries: PageMapEntry[]): PageMapEntry[] {
  const out: PageMapEntry[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('_') || entry.display === 'hidden') continue;
    if (entry.display === 'children' && isFolder(entry)) {
      out.push(...navigableEntries(visibleChildren(entry)));
      continue;
    }
    out.push(entry);
  }
  return out;
}

/** Root-to-page entries for a route; the deepest match wins (a listed index page over its folder). */
export function findActivePath(entries: PageMapEntry[], route: string): PageMapEntry[] {
  for (const entry of entries) {
    if (entry.type === 'separator' || entry.href) continue;
    if (isFolder(entry)) {
      const inner = findActivePath(entry.children ?? [], route);
      if (inner.length > 0) return [entry, ...inner];
      if (entry.route === route && isReadable(entry)) return [entry];
    } else if (entry.route === route) {
      return [entry];
    }
  }
  return [];
}

/**
 * findActivePath for every route of a page map at once, kept per map: one
 * walk instead of one per page. Same rule: in tree order, a folder's
 * children before the folder's own route, the first match wins.
 */
const activePaths = new WeakMap<PageMapEntry[], Map<string, PageMapEntry[]>>();

function indexActivePaths(
  entries: PageMapEntry[],
  above: PageMapEntry[],
  index: Map<string, PageMapEntry[]>,
): void {
  for (const entry of entries) {
    if (entry.type === 'separator' || entry.href) continue;
    const path = [...above, entry];
    if (isFolder(entry)) {
      indexActivePaths(entry.children ?? [], path, index);
      if (entry.route && !index.has(entry.route) && isReadable(entry)) index.set(entry.route, path);
    } else if (entry.route && !index.has(entry.route)) {
      index.set(entry.route, path);
    }
  }
}

function activePathOf(pageMap: PageMapEntry[], route: string): PageMapEntry[] {
  let index = activePaths.get(pageMap);
  if (!index) {
    index = new Map();
    indexActivePaths(pageMap, [], index);
    activePaths.set(pageMap, index);
  }
  return [...(index.get(route) ?? [])];
}

function flattenReadable(
  entries: PageMapEntry[],
  out: PageMapEntry[] = [],
  seen = new Set<string>(),
): PageMapEntry[] {
  for (const entry of navigableEntries(entries)) {
    if (entry.type === 'page' && !isFolder(entry)) continue;
    if (isReadable(entry) && !seen.has(entry.route)) {
      seen.add(entry.route);
      out.push(entry);
    }
    if (isFolder(entry)) flattenReadable(visibleChildren(entry), out, seen);
  }
  return out;
}

/**
 * Reading order of a docs tree, kept per tree object: the page map is the same
 * object for every page of a locale, and flattening a 5,000-page tree on each
 * page (each navigation, each prerendered route) costs more than the rest of
 * the navigation rules together. Callers treat the list as read-only.
 */
const readingOrder = new WeakMap<object, PageMapEntry[]>();

function docsPagesOf(tree: object | undefined, sidebarItems: PageMapEntry[]): PageMapEntry[] {
  if (!tree) return flattenReadable(sidebarItems);
  let pages = readingOrder.get(tree);
  if (!pages) {
    pages = flattenReadable(sidebarItems);
    readingOrder.set(tree, pages);
  }
  return pages;
}

function mergeTheme(path: PageMapEntry[]): PageNav['theme'] {
  const theme = { ...defaultTheme };
  for (const entry of path) Object.assign(theme, entry.theme ?? {});
  return theme;
}

export function buildPageNav(pageMap: PageMapEntry[], route: string): PageNav {
  const activePath = activePathOf(pageMap, route);
  const activeEntry = activePath.at(-1) ?? null;
  const top = activePath[0];
  const topEntries = navigableEntries(pageMap);
  const navbarItems = topEntries.filter((entry) => entry.type === 'page' || entry.type === 'menu');

  let sidebarItems: PageMapEntry[] = [];
  // What the sidebar's entries derive from: the top folder, or the whole map for top-level docs.
  let sidebarTree: object | undefined;
  if (top && (top.type === 'page' || top.type === 'menu') && isFolder(top)) {
    sidebarItems = navigableEntries(visibleChildren(top));
    sidebarTree = top;
  } else if (top && top.type === 'doc') {
    sidebarItems = topEntries.filter((entry) => entry.type !== 'page' && entry.type !== 'menu');
    sidebarTree = pageMap;
  }

  const theme = mergeTheme(activePath);
  // A stand-alone `type: page` hides the sidebar and the breadcrumb (SPEC.md §2 "Layouts").
  if (activeEntry && activeEntry.type === 'page' && !isFolder(activeEntry)) {
    theme.sidebar = false;
    theme.breadcrumb = false;
    theme.pagination = false;
  }
  if (sidebarItems.length === 0) theme.sidebar = false;

  return {
    activePath,
    activeEntry,
    navbarItems,
    sidebarItems,
    docsPages: docsPagesOf(sidebarTree, sidebarItems),
    theme,
  };
}

/** Previous and next pages, only inside the current docs tree (SPEC.md §5). */
export function getPagination(nav: Pick<PageNav, 'docsPages' | 'activeEntry'>): {
  prev: PageMapEntry | null;
  next: PageMapEntry | null;
} {
  const route = nav.activeEntry?.route;
  const index = route ? nav.docsPages.findIndex((entry) => entry.route === route) : -1;
  if (index === -1) return { prev: null, next: null };
  return {
    prev: nav.docsPages[index - 1] ?? null,
    next: nav.docsPages[index + 1] ?? null,
  };
}

export interface Crumb {
  title: string;
  route: string | null;
}

/** From the top-level section down to the current page; folders without a page are plain text. */
export function getBreadcrumbs(activePath: PageMapEntry[]): Crumb[] {
  return activePath.map((entry, index) => ({
    title: entry.title,
    route: index < activePath.length - 1 && isReadable(entry) ? entry.route : null,
  }));
}

/**
 * Default open state of a sidebar folder (SPEC.md §4 "Sidebar folders"): the
 * reader's choice this session wins; otherwise open when the current page is
 * inside it, when its `theme.collapsed` says so, or when its depth (1 for the
 * sidebar's first level) is below the collapse level.
 */
export function isFolderOpen(options: {
  folder: PageMapEntry;
  depth: number;
  currentRoute: string;
  stored: boolean | undefined;
  collapseLevel: number;
}): boolean {
  const { folder, depth, currentRoute, stored, collapseLevel } = options;
  if (stored !== undefined) return stored;
  if (isOnActivePath(folder, currentRoute)) return true;
  if (folder.theme && typeof folder.theme.collapsed === 'boolean') return !folder.theme.collapsed;
  return depth < collapseLevel;
}

export function isOnActivePath(entry: PageMapEntry, currentRoute: string): boolean {
  return Boolean(entry.route) && isAtOrUnder(currentRoute, entry.route);
}
