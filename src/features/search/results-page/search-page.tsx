import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { labels } from '../../../../config/theme';
import { useContentManifest } from '../../../data/content-context';
import { isInternalHref } from '../../../data/is-internal-href';
import { isPlainClick } from '../../../data/plain-click';
import { PageHead } from '../../../head/page-head';
import { loadSearchClient } from '../search-client';
import { searchMessages } from '../search-messages';
import { readServerAnswer } from './read-server-answer';
import { resultsMarkup } from './results-markup';
import { SEARCH_PAGE_ROUTE, type SearchPageAnswer } from './search-page-data';
import { searchPageHeadTags } from './search-page-head';
import './search-page.css';

type Shown =
  | (SearchPageAnswer & { incomplete?: boolean })
  | { query: string; locale: string; message: string };

/**
 * /search?q=…: the results of a query as a page, the target of the navbar's
 * search form (so search works before and without JavaScript, from a shared
 * link and from the browser's address bar). The edge renders it with the
 * results in place; here the same index answers queries asked in the app.
 */
export function SearchResultsPage() {
  const manifest = useContentManifest();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const asked = params.get('locale');
  const locale = manifest.locales.some((entry) => entry.locale === asked)
    ? (asked as string)
    : manifest.defaultLocale;
  const [shown, setShown] = useState<Shown>(
    () => readServerAnswer(query, locale) ?? { query: '', locale, hits: [] },
  );
  const shards = manifest.searchShards?.[locale];
  const inputId = useId();
  // The first render's answer (the edge's, or the empty query's) is not asked again.
  const first = useRef<Shown | null>(shown);

  useEffect(() => {
    const given = first.current;
    first.current = null;
    if (given && given.query === query && given.locale === locale) return;
    if (!query.trim()) {
      setShown({ query, locale, hits: [] });
      return;
    }
    let current = true;
    setShown({ query, locale, message: searchMessages.loading });
    const answer = (hits: SearchPageAnswer['hits'], incomplete?: boolean) =>
      current && setShown({ query, locale, hits, ...(incomplete && { incomplete }) });
    let stop = () => {};
    loadSearchClient(manifest.buildId, locale, shards).then(
      (client) => {
        if (!current) return;
        const ask = () =>
          client.search(query).then(({ hits, incomplete }) => answer(hits, incomplete));
        // Section text arrives after titles and headings: asked again once it is in
        // (at once, and only then, when it is in already).
        let indexed = false;
        stop = client.onIndexed(() => {
          indexed = true;
          ask();
        });
        if (!indexed) ask();
      },
      () => current && setShown({ query, locale, message: searchMessages.failed }),
    );
    return () => {
      current = false;
      stop();
    };
  }, [manifest.buildId, shards, query, locale]);

  // Links in the results stay in the app.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !isInternalHref(href) || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <main id="content" tabIndex={-1} className="search-page" data-search-page="">
      <PageHead tags={searchPageHeadTags(query)} />
      <h1 className="search-page-title">Search</h1>
      <form
        className="search-page-form"
        action={SEARCH_PAGE_ROUTE}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          const next = new URLSearchParams(params);
          next.set('q', typeof text === 'string' ? text : '');
          navigate(`${SEARCH_PAGE_ROUTE}?${next}`);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {labels.search}
        </label>
        <input
          key={query}
          id={inputId}
          className="search-page-input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={labels.search}
          autoComplete="off"
        />
        {locale !== manifest.defaultLocale && <input type="hidden" name="locale" value={locale} />}
        <button type="submit" className="search-page-submit">
          Search
        </button>
      </form>
      {'message' in shown ? (
        <p className="search-results-summary" role="status">
          {shown.message}
        </p>
      ) : (
        <>
          {shown.incomplete && (
            <p className="search-results-summary" role="status">
              {searchMessages.incomplete}
            </p>
          )}
          {/* One writer for the edge and the app (results-markup.ts): the markup hydrates as it is. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: clicks on the links inside are handled here */}
          <div
            className="search-results"
            data-search-results=""
            onClick={onClick}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: every text in it is escaped by resultsMarkup
            dangerouslySetInnerHTML={{ __html: resultsMarkup(shown.query, shown.hits) }}
          />
        </>
      )}
    </main>
  );
}
