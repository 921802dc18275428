import { useMemo } from 'react';
import type { PageChunk } from '../../../build-content/bundle-format';
import { labels } from '../../../config/theme';
import { SaveForOffline } from '../../features/offline/save-for-offline';
import { ArrowUpIcon } from '../icons/icons';
import { Contributors } from './contributors';
import { editPageUrl, feedbackIssueUrl } from './repository-links';
import { useActiveHeading } from './use-active-heading';
import './toc.css';

/** "On This Page": headings 2–6 indented by depth, the one being read highlighted, page links below. */
export function Toc({ chunk, showHeadings = true }: { chunk: PageChunk; showHeadings?: boolean }) {
  const headings = useMemo(
    () => (showHeadings ? chunk.toc.filter((entry) => entry.depth >= 2 && entry.depth <= 6) : []),
    [chunk.toc, showHeadings],
  );
  const active = useActiveHeading(headings);
  const editUrl = chunk.filePath ? editPageUrl(chunk.filePath) : null;
  return (
    <nav className="toc" aria-label="Table of contents">
      <div className="toc-sticky">
        {headings.length > 0 ? (
          <>
            <h2 className="toc-title">{labels.toc}</h2>
            {/* An untranslated page's headings are in its content's language. */}
            <ul className="toc-list" lang={chunk.contentLocale}>
              {headings.map((entry) => (
                <li key={entry.id} data-depth={entry.depth}>
                  <a
                    href={`#${entry.id}`}
                    className="toc-link"
                    aria-current={active === entry.id ? 'location' : undefined}
                  >
                    {entry.value}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="toc-meta">
          <a
            className="toc-meta-link"
            href={feedbackIssueUrl(chunk.title)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {labels.feedback}
          </a>
          {editUrl ? (
            <a className="toc-meta-link" href={editUrl} target="_blank" rel="noopener noreferrer">
              {labels.editLink}
            </a>
          ) : null}
          <button
            type="button"
            className="toc-meta-link toc-top"
            onClick={() => {
              const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
              window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
            }}
          >
            {labels.backToTop}
            <ArrowUpIcon width={14} height={14} />
          </button>
          <SaveForOffline route={chunk.route} locale={chunk.locale} />
        </div>
        <Contributors key={chunk.route} contributors={chunk.contributors ?? []} />
      </div>
    </nav>
  );
}
