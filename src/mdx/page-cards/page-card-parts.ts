import type { ContentManifest, TreeNode } from '../../../build-content/bundle-format';
import { routeInLocale } from '../../data/locale-route';
import { pageMapPartOf } from '../../data/page-map-part';
import { stringPropsOf } from '../tree-props';

/**
 * The parts of a split page map a page's `<PageCards>` read besides the
 * route's own: a folder of another section. The prerender and the browser
 * load them before rendering, so the cards are in the page's HTML and
 * hydrate as they are.
 */
export function pageCardParts(
  tree: readonly TreeNode[],
  manifest: Pick<ContentManifest, 'defaultLocale' | 'pageMapParts'>,
  locale: string,
  route: string,
): string[] {
  return cardPartsOfFolders(pageCardFolders(tree), manifest, locale, route);
}

/** The folders a page's `<PageCards>` list. */
export function pageCardFolders(tree: readonly TreeNode[]): string[] {
  return stringPropsOf(tree, 'PageCards', 'folder');
}

/** pageCardParts of a page whose cards list these folders. */
export function cardPartsOfFolders(
  folders: readonly string[],
  manifest: Pick<ContentManifest, 'defaultLocale' | 'pageMapParts'>,
  locale: string,
  route: string,
): string[] {
  const own = pageMapPartOf(manifest, locale, route);
  if (own === undefined) return [];
  const parts = new Set<string>();
  for (const folder of folders) {
    const part = pageMapPartOf(manifest, locale, routeInLocale(folder, locale, manifest));
    if (part !== undefined && part !== own) parts.add(part);
  }
  return [...parts].sort();
}
