import { buildHeadTags } from '../../head/head-tags';
import { PageHead } from '../../head/page-head';
import './error-page.css';

/** 500: the page exists but could not be loaded or rendered. */
export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  const tags = buildHeadTags({
    route: '/500',
    title: '500: Something went wrong',
    description: 'This page could not be loaded.',
    frontMatter: { noindex: true },
  });
  return (
    <main id="content" tabIndex={-1} className="error-page">
      <PageHead tags={tags} />
      <p className="error-page-code">500</p>
      <h1 className="error-page-title">Something went wrong</h1>
      <p className="error-page-text">
        This page could not be loaded. Check your connection and try again.
      </p>
      <button
        type="button"
        className="error-page-action"
        onClick={() => (onRetry ? onRetry() : window.location.reload())}
      >
        Try again
      </button>
    </main>
  );
}
