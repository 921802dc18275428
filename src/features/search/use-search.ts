import { useCallback, useEffect, useRef, useState } from 'react';
import { loadSearchClient, type SearchClient } from './search-client';
import type { PageHit, SearchStatus } from './search-types';

export interface SearchState {
  status: SearchStatus;
  /** Section text is indexed too and the shown answer already accounts for it. */
  complete: boolean;
  query: string;
  /** Results of the latest answered query; [] for an empty query. */
  hits: PageHit[];
  /** Starts loading the index (first focus); later calls do nothing. */
  load: () => void;
  setQuery: (query: string) => void;
}

/**
 * Search for one build and locale: idle until `load`, then loading, loaded or
 * failed (SPEC.md §4 "Search"). Answers that arrive after a newer query are
 * dropped, so results always match what is in the box.
 */
export function useSearch(buildId: string, locale: string): SearchState {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [query, setQueryState] = useState('');
  const [hits, setHits] = useState<PageHit[]>([]);
  const [complete, setComplete] = useState(false);
  const clientRef = useRef<SearchClient | null>(null);
  const latest = useRef(0);
  const queryRef = useRef('');
  const generation = useRef(0);

  const run = useCallback(async (client: SearchClient, text: string) => {
    const id = ++latest.current;
    if (!text.trim()) {
      setHits([]);
      return;
    }
    const { hits: found } = await client.search(text);
    // An unchanged answer keeps its identity, so the active option stays where it is.
    if (id === latest.current)
      setHits((shown) => (JSON.stringify(shown) === JSON.stringify(found) ? shown : found));
  }, []);

  // A new locale (or build) starts from idle with its own client.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the index changes
  useEffect(() => {
    clientRef.current = null;
    generation.current += 1;
    latest.current += 1;
    setStatus('idle');
    setComplete(false);
    setHits([]);
  }, [buildId, locale]);

  const load = useCallback(() => {
    if (clientRef.current) return;
    const started = generation.current;
    setStatus('loading');
    loadSearchClient(buildId, locale).then(
      (client) => {
        if (started !== generation.current || clientRef.current === client) return;
        clientRef.current = client;
        setStatus('loaded');
        run(client, queryRef.current);
        // Section text arrives after titles: refresh the answer then.
        client.onIndexed(() => {
          if (clientRef.current !== client) return;
          run(client, queryRef.current).then(() => setComplete(true));
        });
      },
      () => {
        if (started === generation.current) setStatus('failed');
      },
    );
  }, [buildId, locale, run]);

  const setQuery = useCallback(
    (text: string) => {
      queryRef.current = text;
      setQueryState(text);
      if (clientRef.current) run(clientRef.current, text);
      else if (!text.trim()) setHits([]);
    },
    [run],
  );

  return { status, complete, query, hits, load, setQuery };
}
