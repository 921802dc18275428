import { useLocation } from 'react-router-dom';
import type { PageChunk } from '../../../build-content/bundle-format';
import { links } from '../../../config/site';
import { PrefetchLink } from '../../data/prefetch-link';
import { CopyMarkdown } from '../copy-markdown/copy-markdown';
import { FeedbackWidget } from '../feedback/feedback-widget';
import { CustomerCta } from './customer-cta';
import { LabelBadge } from './label-badge';
import { NotebookBanner } from './notebook-banner';
import { isCustomerStory, isPageFooterHidden, showsCopyMarkdown } from './page-footer-paths';
import './page-footer.css';

export const SUPPORT_LINK_LABEL = 'Support';

/**
 * The per-page footer area (SPEC.md §2), in order: label badge, Copy as
 * Markdown, notebook banner, customer call-to-action, feedback, support link.
 * `route` is the locale-free route (it decides what shows); the feedback and
 * the raw source use the real pathname.
 */
export function PageFooter({ route, chunk }: { route: string; chunk: PageChunk }) {
  const { pathname } = useLocation();
  if (isPageFooterHidden(route)) {
    // Customer stories keep their call to action; the rest of the area stays hidden there.
    return isCustomerStory(route) ? (
      <div className="page-footer" data-page-footer="customers">
        <CustomerCta />
      </div>
    ) : null;
  }
  const label = typeof chunk.frontMatter.label === 'string' ? chunk.frontMatter.label : null;
  return (
    <div className="page-footer" data-page-footer="default">
      {label || showsCopyMarkdown(route) ? (
        <div className="page-footer-row">
          {label ? <LabelBadge label={label} /> : null}
          {showsCopyMarkdown(route) ? (
            // Keyed by page: a 'Copied!' must not follow the reader to the next page.
            <CopyMarkdown key={pathname} pathname={pathname} markdownPath={chunk.markdownPath} />
          ) : null}
        </div>
      ) : null}
      {chunk.notebook ? <NotebookBanner notebook={chunk.notebook} /> : null}
      <div className="page-footer-row page-footer-row-end">
        <FeedbackWidget key={pathname} page={pathname} />
        <PrefetchLink className="page-footer-button page-footer-support" href={links.support}>
          {SUPPORT_LINK_LABEL}
        </PrefetchLink>
      </div>
    </div>
  );
}
