import { absoluteUrl } from '../../head/social-image';
import { CopyMarkdownButton } from './copy-markdown-button';
import { PageMarkdownMenuSlot } from './page-markdown-menu-slot';

/** Copy as Markdown with its menu of other ways to take the page elsewhere. */
export function CopyMarkdown({
  pathname,
  markdownPath,
}: {
  pathname: string;
  markdownPath: string;
}) {
  return (
    <div className="copy-markdown">
      <CopyMarkdownButton pathname={pathname} />
      <PageMarkdownMenuSlot markdownPath={markdownPath} pageUrl={absoluteUrl(pathname)} />
    </div>
  );
}
