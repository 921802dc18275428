import { useLocation } from 'react-router-dom';
import { labels } from '../../config/theme';
import { PrefetchLink } from '../../data/prefetch-link';
import { buildHeadTags } from '../../head/head-tags';
import { PageHead } from '../../head/page-head';
import { brokenLinkIssueUrl } from '../toc/repository-links';
import './error-page.css';

/** 404: no page at this path. Offers a pre-filled issue about the broken link. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const tags = buildHeadTags({
    route: '/404',
    title: '404: Page not found',
    description: 'This page could not be found.',
    frontMatter: { noindex: true },
  });
  return (
    <main id="content" tabIndex={-1} className="error-page">
      <PageHead tags={tags} />
      <p className="error-page-code">404</p>
      <h1 className="error-page-title">This page could not be found</h1>
      <p className="error-page-text">
        The link may be outdated, or the page moved. Try the{' '}
        <PrefetchLink href="/docs">documentation</PrefetchLink> or go back to the{' '}
        <PrefetchLink href="/">home page</PrefetchLink>.
      </p>
      <a
        className="error-page-action"
        href={brokenLinkIssueUrl(pathname)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {labels.brokenLink}
      </a>
    </main>
  );
}
