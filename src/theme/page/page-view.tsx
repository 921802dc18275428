import type { PageChunk } from '../../../build-content/bundle-format';
import { linkFolder } from '../../../build-content/link-route';
import { getBreadcrumbs, getPagination, type PageNav } from '../../data/page-map-nav';
import { PageBody } from '../../mdx/page-body';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Pagination } from '../pagination/pagination';
import { Sidebar } from '../sidebar/sidebar';
import { PageFooterSlot } from '../slots/page-footer-slot';
import { Toc } from '../toc/toc';
import { LastUpdated } from './last-updated';
import { UntranslatedNotice } from './untranslated-notice';
import './article.css';
import './home.css';

/**
 * One page in its layout: `default` (sidebar, article, toc), `full` (no toc,
 * full width) or `raw` (the body alone). Page-map theme options switch parts off.
 */
export function PageView({
  chunk,
  nav,
  route,
  locale,
}: {
  chunk: PageChunk;
  nav: PageNav;
  route: string;
  locale: string;
}) {
  const { theme } = nav;
  const layout = theme.layout;
  // An untranslated page is the default locale's: its text is in that language.
  const contentLocale = chunk.contentLocale ?? chunk.locale;
  const contentLang = contentLocale === locale ? undefined : contentLocale;
  // From the route shown: an untranslated page's relative links stay in this locale.
  const folder = linkFolder(route, chunk.index === true);
  if (layout === 'raw') {
    return (
      <main
        id="content"
        tabIndex={-1}
        className="page-article"
        data-layout="raw"
        lang={contentLang}
      >
        <PageBody tree={chunk.tree} linkFolder={folder} />
      </main>
    );
  }
  const showToc = theme.toc && layout === 'default';
  const { prev, next } = getPagination(nav);
  return (
    <div className="page-container">
      {theme.sidebar ? (
        <Sidebar items={nav.sidebarItems} route={route} headings={chunk.toc} />
      ) : null}
      <main id="content" tabIndex={-1} className="page-article" data-layout={layout}>
        <article
          className={layout === 'full' ? 'page-body page-body-full article' : 'page-body article'}
          lang={contentLang}
        >
          {contentLang ? <UntranslatedNotice locale={locale} /> : null}
          {theme.breadcrumb ? <Breadcrumbs crumbs={getBreadcrumbs(nav.activePath)} /> : null}
          <PageBody tree={chunk.tree} linkFolder={folder} />
          {theme.timestamp && chunk.timestamp && layout === 'default' ? (
            <LastUpdated timestamp={chunk.timestamp} locale={locale} />
          ) : null}
          <PageFooterSlot route={route} chunk={chunk} />
          {theme.pagination && layout === 'default' ? <Pagination prev={prev} next={next} /> : null}
        </article>
      </main>
      {showToc ? <Toc chunk={chunk} /> : null}
    </div>
  );
}

/** Placeholder while a page's chunk loads (only when it was not prefetched). */
export function PageLoading({ nav, route }: { nav: PageNav | null; route: string }) {
  return (
    <div className="page-container">
      {nav?.theme.sidebar ? <Sidebar items={nav.sidebarItems} route={route} headings={[]} /> : null}
      <main
        id="content"
        tabIndex={-1}
        className="page-article"
        data-layout="default"
        aria-busy="true"
      >
        <div className="page-loading">
          <span className="sr-only">Loading page</span>
          <div className="page-loading-bar" style={{ width: '40%', height: '2rem' }} />
          <div className="page-loading-bar" />
          <div className="page-loading-bar" style={{ width: '85%' }} />
          <div className="page-loading-bar" style={{ width: '70%' }} />
        </div>
      </main>
    </div>
  );
}
