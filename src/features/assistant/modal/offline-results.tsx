import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useContentManifest } from '../../../data/content-context';
import { splitLocale } from '../../../data/locale-route';
import { searchMessages } from '../../search/search-messages';
import { useSearch } from '../../search/use-search';
import { OFFLINE_MESSAGE } from '../use-chat';
import { SearchResults } from './search-results';

/** Without a connection the question goes to the local search index instead. */
export function OfflineResults({
  question,
  onNavigate,
}: {
  question: string;
  locale: string;
  onNavigate: () => void;
}) {
  const manifest = useContentManifest();
  const { pathname } = useLocation();
  const { locale: pageLocale } = splitLocale(pathname, manifest);
  const search = useSearch(
    manifest.buildId,
    pageLocale,
    undefined,
    manifest.searchShards?.[pageLocale],
  );
  const { load, setQuery } = search;
  useEffect(() => {
    load();
    setQuery(question);
  }, [load, setQuery, question]);
  return (
    <div className="assistant-offline" role="status">
      <p>{OFFLINE_MESSAGE}</p>
      {search.status === 'failed' ? (
        <p className="assistant-note">{searchMessages.failed}</p>
      ) : search.status === 'loaded' && search.hits.length === 0 ? (
        <p className="assistant-note">{searchMessages.noResults}</p>
      ) : (
        <SearchResults hits={search.hits} onNavigate={onNavigate} />
      )}
    </div>
  );
}
