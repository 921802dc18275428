import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { HighlightedText } from '../../search/highlighted-text';
import type { PageHit } from '../../search/search-types';

/** Page hits of the site search as links; a plain click navigates in the app and closes the modal. */
export function SearchResults({ hits, onNavigate }: { hits: PageHit[]; onNavigate: () => void }) {
  const navigate = useNavigate();
  const go = (event: MouseEvent, url: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate();
    navigate(url);
  };
  return (
    <ul className="assistant-search-results">
      {hits.map((page) =>
        page.sections.map((section) => (
          <li key={section.url}>
            <a href={section.url} onClick={(event) => go(event, section.url)}>
              <span className="assistant-search-title">
                <HighlightedText segments={page.title} />
                {section.heading.length > 0 ? ' › ' : ''}
                <HighlightedText segments={section.heading} />
              </span>
              <span className="assistant-search-snippet">
                <HighlightedText segments={section.snippet} />
              </span>
            </a>
          </li>
        )),
      )}
    </ul>
  );
}
