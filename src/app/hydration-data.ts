import type { QueryClient } from '@tanstack/react-query';
import type { ContentManifest } from '../../build-content/bundle-format';
import { splitLocale } from '../data/locale-route';
import { pageMapPartOf } from '../data/page-map-part';
import { pageChunkQuery, pageMapQuery } from '../data/page-queries';
import { collectionIndexQuery } from '../features/collections/collection-query';
import { collectionsOfPage } from '../features/collections/collections-of-page';
import { SEARCH_PAGE_ROUTE } from '../features/search/results-page/search-page-data';
import { loadSearchPage } from '../features/search/results-page/search-page-slot';
import { pageCardParts } from '../mdx/page-cards/page-card-parts';

/**
 * What a prerendered page says about itself (attributes of #root, written by
 * scripts/prerender/page-template.ts): the route it was rendered for and,
 * on the 404 and 500 pages, their status.
 */
export interface PrerenderedPage {
  route: string;
  status: 200 | 404 | 500;
}

export function readPrerenderedPage(container: HTMLElement): PrerenderedPage | null {
  const route = container.dataset.route;
  if (!route || !container.hasChildNodes()) return null;
  const status = Number(container.dataset.status ?? 200);
  return { route, status: status === 404 || status === 500 ? status : 200 };
}

/**
 * Puts the page map (the route's part of a split one) and the chunk the
 * server rendered with into the cache (both preloaded by the page's head), so
 * the first render in the browser produces exactly the prerendered markup.
 */
export async function loadHydrationData(
  client: QueryClient,
  manifest: ContentManifest,
  page: PrerenderedPage,
): Promise<void> {
  const { locale, baseRoute } = splitLocale(page.route, manifest);
  const pageMap = (part?: string) =>
    client.fetchQuery(pageMapQuery(manifest.buildId, locale, part));
  const loads: Promise<unknown>[] = [pageMap(pageMapPartOf(manifest, locale, page.route))];
  // The search page has no chunk (it is the app's, not the content's), but code of its own.
  if (page.route === SEARCH_PAGE_ROUTE) loads.push(loadSearchPage());
  else if (page.status === 200) {
    // Collection index chunks and the map parts of cards are preloaded too; they are known once the chunk is.
    const chunk = client.fetchQuery(pageChunkQuery(manifest.buildId, page.route, baseRoute));
    loads.push(
      chunk.then((data) =>
        Promise.all([
          ...collectionsOfPage(data.tree).map((name) =>
            client.fetchQuery(collectionIndexQuery(manifest.buildId, name, locale)),
          ),
          ...pageCardParts(data.tree, manifest, locale, page.route).map(pageMap),
        ]),
      ),
    );
  }
  await Promise.all(loads);
}

/** The address bar's route in the form the prerender names routes. */
export function currentRoute(pathname: string): string {
  let route = pathname;
  try {
    route = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is compared as it is.
  }
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
