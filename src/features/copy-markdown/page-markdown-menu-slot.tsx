import { lazy } from 'react';
import { ChevronDownIcon } from '../../theme/icons/icons';
import { LazyMenuSlot } from '../../theme/lazy-menu-slot';
import { PAGE_MENU_LABEL } from './page-markdown-menu-label';

const PageMarkdownMenu = lazy(() => import('./page-markdown-menu'));

/** The page's Markdown menu, loaded on first interaction (it is not in the first load). */
export function PageMarkdownMenuSlot({
  markdownPath,
  pageUrl,
}: {
  markdownPath: string;
  pageUrl: string;
}) {
  return (
    <LazyMenuSlot
      className="copy-markdown-menu-button"
      label={PAGE_MENU_LABEL}
      menu={(request) => (
        <PageMarkdownMenu markdownPath={markdownPath} pageUrl={pageUrl} {...request} />
      )}
    >
      <ChevronDownIcon />
    </LazyMenuSlot>
  );
}
