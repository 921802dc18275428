import { site } from '../../config/site';
import { CopyMarkdownButton } from './copy-markdown-button';
import { PageMarkdownMenuSlot } from './page-markdown-menu-slot';

/** Copy as Markdown with its menu of other ways to take the page elsewhere. */
export function CopyMarkdown({
  pathname,
  markdownPath,
  sourceBase,
}: {
  pathname: string;
  markdownPath: string;
  sourceBase?: string;
}) {
  const pageUrl = `${site.url}${pathname === '/' ? '' : pathname}`;
  return (
    <div className="copy-markdown">
      <CopyMarkdownButton pathname={pathname} sourceBase={sourceBase} />
      <PageMarkdownMenuSlot markdownPath={markdownPath} pageUrl={pageUrl} />
    </div>
  );
}
