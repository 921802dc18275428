import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { whenIdle } from '../../app/when-idle';
import { sameHits } from './same-hits';
import { loadSearchClient, readerTyped, type SearchClient } from './search-client';
import type { PageHit, SearchStatus } from './search-types';
import { type TitleEntry, titleAnswer, titleEntries, withTitles } from './title-answers';

export interface SearchState {
  status: SearchStatus;
  /** Section text is indexed too: answers from now on account for it. */
  complete: boolean;
  query: string;
  /** Results of the latest answered query; [] for an empty query. */
  hits: PageHit[];
  /** The query `hits` answer (it trails `query` while an answer is on its way). */
  answered: string;
  /** Who answered: page titles alone while the index loads (title-answers.ts), then the index. */
  answeredBy: 'titles' | 'index';
  /** The answer lacks part of a sharded index (offline, not saved): results may be missing. */
  incomplete: boolean;
  /** Starts loading the index (first focus); later calls do nothing. */
  load: () => void;
  setQuery: (query: string) => void;
}

interface Answer {
  query: string;
  hits: PageHit[];
  by: SearchState['answeredBy'];
  incomplete?: boolean;
}

const NO_ANSWER: Answer = { query: '', hits: [], by: 'index' };

/**
 * Search for one build and locale: idle until `load`, then loading, loaded or
 * failed (SPEC.md §4 "Search"). Each answer is shown as it arrives, in the
 * order the queries were typed, so the list keeps up with typing. Until the
 * index can answer, the titles of `pageMap` (the locale's route tree) do,
 * with a sharded locale's first-key titles (shards/first-key-titles.ts).
 * `shards`: the locale's shard manifest when its index is sharded
 * (ContentManifest.searchShards).
 */
export function useSearch(
  buildId: string,
  locale: string,
  pageMap?: readonly PageMapEntry[],
  shards?: string,
): SearchState {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [query, setQueryState] = useState('');
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);
  const shownAnswer = useRef(answer);
  shownAnswer.current = answer;
  const [complete, setComplete] = useState(false);
  const clientRef = useRef<SearchClient | null>(null);
  const latest = useRef(0);
  /** The id of the answer on screen. */
  const shown = useRef(0);
  const queryRef = useRef('');
  const generation = useRef(0);
  /** A sharded locale's first-key titles, once in. */
  const moreTitles = useRef<readonly TitleEntry[]>([]);

  /** The route tree's titles (prepared on first use: focus, before the first key) and moreTitles. */
  const titleList = useMemo(() => {
    let own: TitleEntry[] | undefined;
    let more: readonly TitleEntry[] | undefined;
    let entries: readonly TitleEntry[] | null = null;
    return () => {
      if (more === moreTitles.current && own) return entries;
      own ??= pageMap ? titleEntries(pageMap) : [];
      more = moreTitles.current;
      entries = own.length + more.length > 0 ? withTitles(own, more) : null;
      return entries;
    };
  }, [pageMap]);

  const run = useCallback(
    async (client: SearchClient, text: string) => {
      const id = ++latest.current;
      if (!text.trim()) {
        shown.current = id;
        setAnswer(NO_ANSWER);
        return;
      }
      // A sharded index whose answer waits for its pages shows, in the meantime,
      // the best of the pages it holds: the list follows every key at once.
      // Titles shown for this query give way to its preview once its words are in.
      let titlesShown = false;
      const showEarly = (early: PageHit[], by: Answer['by'] = 'index') => {
        if (id < shown.current || (id === shown.current && !titlesShown)) return;
        shown.current = id;
        titlesShown = by === 'titles';
        flushSync(() => setAnswer({ query: text, hits: early, by }));
      };
      let early: PageHit[] | null = null;
      if (client.preview) {
        const previewStarted = performance.now();
        early = client.preview(text);
        performance.measure('search:preview', { start: previewStarted });
        if (early) showEarly(early);
        else if (shownAnswer.current.hits.length === 0 || shownAnswer.current.by === 'titles') {
          // Nothing held answers it and the list is empty (a first key) or titles answered
          // the key before: titles answer this one too, meanwhile.
          const hits = titleAnswer(titleList() ?? [], text);
          if (hits.length > 0) showEarly(hits, 'titles');
        }
      }
      // ...and again once its words are in, if the first had nothing to show.
      const {
        hits: found,
        superseded,
        incomplete,
      } = await client.search(text, { onPreview: showEarly });
      // Answers are shown in the order their keys were typed, each as soon as it
      // arrives, even when the reader has typed on meanwhile: it is newer than
      // the list on screen. One older than what is shown is dropped.
      if (superseded || id < shown.current) return;
      shown.current = id;
      // Drawn in the task that brought the answer: a render left to React's
      // scheduler waits behind the frame Chromium draws after each keystroke
      // (20-45 ms measured), so the list would trail the typing by a frame or more.
      // An unchanged answer keeps its identity, so the active option stays where it is.
      const started = performance.now();
      flushSync(() =>
        setAnswer((shown) => ({
          query: text,
          hits: sameHits(shown.hits, found) ? shown.hits : found,
          by: 'index',
          ...(incomplete && { incomplete }),
        })),
      );
      performance.measure('search:render', { start: started });
    },
    [titleList],
  );

  // A new locale (or build) starts from idle with its own client.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the index changes
  useEffect(() => {
    clientRef.current = null;
    generation.current += 1;
    latest.current += 1;
    shown.current = latest.current;
    setStatus('idle');
    setComplete(false);
    setAnswer(NO_ANSWER);
    moreTitles.current = [];
  }, [buildId, locale]);

  /** A sharded locale's first-key titles: fetched when the page is idle, or at focus if that is first. */
  const fetchTitles = useCallback(() => {
    if (!shards) return;
    const started = generation.current;
    import('./shards/first-key-titles')
      .then(async ({ loadFirstKeyTitles }) => {
        const more = await loadFirstKeyTitles(buildId, locale);
        if (started !== generation.current || more.length === 0 || moreTitles.current === more)
          return;
        moreTitles.current = more;
        // A key typed before they came whose list is still empty is answered from them now.
        const text = queryRef.current;
        const { hits, by, query } = shownAnswer.current;
        if (!text.trim() || hits.length > 0 || (by === 'index' && query === text)) return;
        const found = titleAnswer(titleList() ?? [], text);
        if (found.length > 0) setAnswer({ query: text, hits: found, by: 'titles' });
      })
      // Their code could not be fetched (offline): keys are answered by the shards alone.
      .catch(() => {});
  }, [buildId, locale, shards, titleList]);

  useEffect(() => {
    if (!shards) return;
    let mounted = true;
    whenIdle(() => mounted && fetchTitles(), { timeout: 5000, fallback: 1000 });
    return () => {
      mounted = false;
    };
  }, [shards, fetchTitles]);

  const load = useCallback(() => {
    if (clientRef.current) return;
    titleList();
    const started = generation.current;
    setStatus('loading');
    fetchTitles();
    loadSearchClient(buildId, locale, shards).then(
      (client) => {
        if (started !== generation.current || clientRef.current === client) return;
        clientRef.current = client;
        setStatus('loaded');
        run(client, queryRef.current);
        // Section text arrives after titles; the answers to keys typed from then
        // on include it. A list on screen is not changed under a reader who did
        // nothing (what section text adds mostly lands below the title and
        // heading matches shown); only "No results found." is asked again.
        client.onIndexed(() => {
          if (clientRef.current !== client) return;
          setComplete(true);
          if (shownAnswer.current.hits.length === 0) run(client, queryRef.current);
        });
      },
      () => {
        if (started === generation.current) setStatus('failed');
      },
    );
  }, [buildId, locale, shards, run, titleList, fetchTitles]);

  /** Answered in the keystroke's own task: the titles are in memory already. */
  const answerFromTitles = useCallback(
    (text: string) => {
      const entries = titleList();
      if (!entries) return;
      shown.current = ++latest.current;
      setAnswer({ query: text, hits: titleAnswer(entries, text), by: 'titles' });
    },
    [titleList],
  );

  const setQuery = useCallback(
    (text: string) => {
      queryRef.current = text;
      readerTyped();
      setQueryState(text);
      if (clientRef.current) run(clientRef.current, text);
      else if (!text.trim()) setAnswer(NO_ANSWER);
      else answerFromTitles(text);
    },
    [run, answerFromTitles],
  );

  return {
    status,
    complete,
    query,
    hits: answer.hits,
    answered: answer.query,
    answeredBy: answer.by,
    incomplete: answer.incomplete === true,
    load,
    setQuery,
  };
}
