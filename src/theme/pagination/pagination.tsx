import type { PageMapEntry } from '../../../build-content/bundle-format';
import { themeConfig } from '../../../config/theme';
import { PrefetchLink } from '../../data/prefetch-link';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import './pagination.css';

/** Previous/next links; the caller passes neighbours from the current docs tree only. */
export function Pagination({
  prev,
  next,
}: {
  prev: PageMapEntry | null;
  next: PageMapEntry | null;
}) {
  const showPrev = themeConfig.navigation.prev && prev;
  const showNext = themeConfig.navigation.next && next;
  if (!showPrev && !showNext) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      {showPrev ? (
        <PrefetchLink href={prev.route} className="pagination-link" rel="prev" prefetchInView>
          <ChevronLeftIcon />
          <span>
            <span className="pagination-hint">Previous</span>
            <span className="pagination-title">{prev.title}</span>
          </span>
        </PrefetchLink>
      ) : (
        <span />
      )}
      {showNext ? (
        <PrefetchLink
          href={next.route}
          className="pagination-link pagination-next"
          rel="next"
          prefetchInView
        >
          <span>
            <span className="pagination-hint">Next</span>
            <span className="pagination-title">{next.title}</span>
          </span>
          <ChevronRightIcon />
        </PrefetchLink>
      ) : null}
    </nav>
  );
}
