import { useLocation } from 'react-router-dom';
import { labels } from '../../../config/theme';
import { PrefetchLink } from '../../data/prefetch-link';
import { brokenLinkIssueUrl } from '../toc/repository-links';
import { ErrorPage } from './error-page';

/** The 404 page's title and description (also in the prerendered 404 page's head). */
export const notFoundHead = {
  headTitle: 'Page not found',
  description: 'This page could not be found.',
} as const;

/** 404: no page at this path. Offers a pre-filled issue about the broken link. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorPage
      code={404}
      headTitle={notFoundHead.headTitle}
      description={notFoundHead.description}
      heading="This page could not be found"
      text={
        <>
          The link may be outdated, or the page moved. Try the{' '}
          <PrefetchLink href="/docs">documentation</PrefetchLink> or go back to the{' '}
          <PrefetchLink href="/">home page</PrefetchLink>.
        </>
      }
    >
      <a
        className="error-page-action"
        href={brokenLinkIssueUrl(pathname)}
        // The edge writes the requested path into this link (functions/_lib/not-found-link.ts).
        data-broken-link=""
        target="_blank"
        rel="noopener noreferrer"
      >
        {labels.brokenLink}
      </a>
    </ErrorPage>
  );
}
