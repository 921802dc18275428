/**
 * What the edge puts into a /search page it renders (a JSON block
 * beside #root), so the page hydrates with the results already on screen.
 */
import type { PageHit } from '../search-types';

export const SEARCH_PAGE_DATA_ID = 'search-page-data';

/** The route of the search page; its query is `q`, a locale other than the default `locale`. */
export const SEARCH_PAGE_ROUTE = '/search';

export interface SearchPageAnswer {
  query: string;
  locale: string;
  hits: PageHit[];
}
