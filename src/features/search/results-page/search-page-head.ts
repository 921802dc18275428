import { buildHeadTags } from '../../../head/head-tags';
import { SEARCH_PAGE_ROUTE } from './search-page-data';

/** Head tags of the search page: never indexed, titled by its query. */
export function searchPageHeadTags(query: string) {
  const text = query.trim();
  return buildHeadTags({
    route: SEARCH_PAGE_ROUTE,
    title: text ? `${text} – Search` : 'Search',
    description: 'Search the documentation.',
    frontMatter: { noindex: true },
  });
}
