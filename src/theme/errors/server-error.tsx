import { ErrorPage } from './error-page';

/** The 500 page's title and description (also in the prerendered 500 page's head). */
export const serverErrorHead = {
  headTitle: 'Something went wrong',
  description: 'This page could not be loaded.',
} as const;

/** 500: the page exists but could not be loaded or rendered. */
export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  return (
    <ErrorPage
      code={500}
      headTitle={serverErrorHead.headTitle}
      description={serverErrorHead.description}
      heading="Something went wrong"
      text="This page could not be loaded. Check your connection and try again."
    >
      <button
        type="button"
        className="error-page-action"
        onClick={() => (onRetry ? onRetry() : window.location.reload())}
      >
        Try again
      </button>
    </ErrorPage>
  );
}
