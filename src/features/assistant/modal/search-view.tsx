import { useEffect, useRef } from 'react';
import { searchMessages } from '../../search/search-messages';
import type { SearchState } from '../../search/use-search';
import { SearchResults } from './search-results';

/** The modal's search view: the site search with its own box ('Search...'). */
export function SearchView({
  search,
  onNavigate,
}: {
  search: SearchState;
  onNavigate: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { load } = search;
  useEffect(() => {
    load();
    inputRef.current?.focus();
  }, [load]);
  const hasQuery = search.query.trim() !== '';
  const message =
    search.status === 'failed'
      ? searchMessages.failed
      : !hasQuery
        ? null
        : search.status !== 'loaded'
          ? searchMessages.loading
          : search.hits.length === 0
            ? searchMessages.noResults
            : null;
  return (
    <div className="assistant-search">
      <input
        ref={inputRef}
        type="search"
        className="assistant-search-input"
        placeholder="Search..."
        aria-label="Search the documentation"
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
      />
      {message ? (
        <p className="assistant-note" role="status">
          {message}
        </p>
      ) : hasQuery ? (
        <SearchResults hits={search.hits} onNavigate={onNavigate} />
      ) : null}
    </div>
  );
}
