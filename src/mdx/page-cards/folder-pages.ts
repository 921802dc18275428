import type { PageMapEntry } from '../../../build-content/bundle-format';

export interface FolderPage {
  route: string;
  title: string;
  description: string;
}

function findFolder(entries: readonly PageMapEntry[], route: string): PageMapEntry | undefined {
  for (const entry of entries) {
    if (entry.children && entry.route === route) return entry;
    if (entry.children && route.startsWith(`${entry.route === '/' ? '' : entry.route}/`)) {
      const found = findFolder(entry.children, route);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The readable pages directly inside a folder of the page map, in navigation
 * order: no index page, separators, links elsewhere or hidden entries. A
 * sub-folder counts when it has its own index page.
 */
export function folderPages(pageMap: readonly PageMapEntry[], folder: string): FolderPage[] {
  const node = findFolder(pageMap, folder);
  if (!node?.children) return [];
  return node.children
    .filter(
      (entry) =>
        entry.type !== 'separator' &&
        entry.type !== 'menu' &&
        entry.display !== 'hidden' &&
        !entry.href &&
        entry.route !== folder &&
        (!entry.children || entry.withIndexPage),
    )
    .map((entry) => ({
      route: entry.route,
      title: entry.title,
      description:
        typeof entry.frontMatter?.description === 'string' ? entry.frontMatter.description : '',
    }));
}
