import { type ComponentType, lazy, Suspense } from 'react';

/**
 * The search page's code is not in the first load of other pages. A page
 * rendered for /search has it loaded first (loadSearchPage, by the server
 * entry and by the browser before hydrating), so it renders at once and
 * hydrates as the server wrote it; reached by navigation, it loads then.
 */
let SearchPage: ComponentType | null = null;

export function loadSearchPage(): Promise<void> {
  return import('./search-page').then((module) => {
    SearchPage = module.SearchResultsPage;
  });
}

const LazySearchPage = lazy(() =>
  loadSearchPage().then(() => ({ default: SearchPage as ComponentType })),
);

export function SearchPageSlot() {
  return <Suspense fallback={null}>{SearchPage ? <SearchPage /> : <LazySearchPage />}</Suspense>;
}
