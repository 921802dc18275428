import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageMapEntry } from '../../build-content/bundle-format';
import { useContentManifest } from '../data/content-context';
import { isNotFound } from '../data/fetch-json';
import { splitLocale } from '../data/locale-route';
import { buildPageNav } from '../data/page-map-nav';
import { usePageChunk, usePageMap } from '../data/use-page-data';
import { SEARCH_PAGE_ROUTE } from '../features/search/results-page/search-page-data';
import { SearchPageSlot } from '../features/search/results-page/search-page-slot';
import { buildHeadTags } from '../head/head-tags';
import { PageHead } from '../head/page-head';
import { PageErrorBoundary } from '../theme/errors/error-boundary';
import { NotFoundPage } from '../theme/errors/not-found';
import { ServerErrorPage } from '../theme/errors/server-error';
import { SiteLayout } from '../theme/layout/site-layout';
import { PageLoading, PageView } from '../theme/page/page-view';
import { useCloseMenuOnNavigate } from './use-close-menu-on-navigate';
import { useDocumentLanguage } from './use-document-language';
import { useScrollRestoration } from './use-scroll-restoration';

const noEntries: PageMapEntry[] = [];

/**
 * Resolves the current URL against the page map and renders its page; the
 * page map and the chunk are requested in parallel (the chunk URL needs only
 * the build id). A path outside the page map is the 404 page.
 */
export function PageRoute() {
  const location = useLocation();
  const manifest = useContentManifest();
  const { locale, route, baseRoute } = splitLocale(location.pathname, manifest);
  const pageMap = usePageMap(locale, route);
  // The search page is the app's own, not a page of the content.
  const searchPage = route === SEARCH_PAGE_ROUTE;
  const chunk = usePageChunk(route, baseRoute, !searchPage);
  useCloseMenuOnNavigate(location.pathname);

  const nav = useMemo(
    () => (pageMap.data ? buildPageNav(pageMap.data, route) : null),
    [pageMap.data, route],
  );
  // Another section's part of a split page map is on its way: the route is not known yet.
  const partLoading = pageMap.isPlaceholderData;
  const missing =
    !searchPage &&
    ((nav && !nav.activeEntry && !partLoading) || (chunk.error && isNotFound(chunk.error)));
  const ready = Boolean(
    searchPage || missing || (chunk.data && !partLoading) || pageMap.error || chunk.error,
  );
  useScrollRestoration(ready);

  const direction = manifest.locales.find((entry) => entry.locale === locale)?.direction ?? 'ltr';
  useDocumentLanguage(locale, direction);

  let content: React.ReactNode;
  // The reserved error routes (SPEC.md §2) render their pages directly.
  if (baseRoute === '/500') content = <ServerErrorPage />;
  else if (searchPage) content = <SearchPageSlot />;
  else if (missing) content = <NotFoundPage />;
  else if (pageMap.error || chunk.error) content = <ServerErrorPage />;
  else if (!nav || !chunk.data || partLoading) content = <PageLoading nav={nav} route={route} />;
  else
    content = (
      <>
        <PageHead tags={buildHeadTags({ ...chunk.data, route })} />
        <PageView chunk={chunk.data} nav={nav} route={route} locale={locale} />
      </>
    );

  const theme = nav?.activeEntry ? nav.theme : null;
  return (
    <SiteLayout
      navbarItems={nav?.navbarItems ?? noEntries}
      sidebarItems={nav && !missing && !searchPage ? nav.sidebarItems : noEntries}
      route={route}
      headings={chunk.data?.toc ?? []}
      showNavbar={theme?.navbar ?? true}
      showFooter={theme?.footer ?? true}
    >
      {missing ? (
        content
      ) : (
        <PageErrorBoundary resetKey={location.pathname}>{content}</PageErrorBoundary>
      )}
    </SiteLayout>
  );
}
