import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useContentManifest } from '../../data/content-context';
import { splitLocale } from '../../data/locale-route';
import { usePageMap } from '../../data/use-page-data';
import { SearchIcon } from '../../theme/icons/icons';
import { SEARCH_PAGE_ROUTE } from './results-page/search-page-data';
import { SearchCombobox } from './search-combobox';
import { useSearch } from './use-search';
import { useSearchShortcut } from './use-search-shortcut';
import './search-box.css';

/**
 * The navbar search box. The combobox is small and renders on the server;
 * the engine and the locale's index load when the reader shows intent: the
 * pointer over the box, focus, or `/` / Ctrl/Cmd+K. Until it is in, the
 * titles of the route tree the page already has answer. It is a GET form
 * to the search page: Enter without a chosen result lists every result
 * there, and before or without JavaScript the edge answers it.
 */
export function SearchBox() {
  const manifest = useContentManifest();
  const { pathname } = useLocation();
  const { locale, route } = splitLocale(pathname, manifest);
  const { data: pageMap } = usePageMap(locale, route);
  const search = useSearch(manifest.buildId, locale, pageMap, manifest.searchShards?.[locale]);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  useSearchShortcut(inputRef, search.load);
  const otherLocale = locale === manifest.defaultLocale ? null : locale;

  return (
    // A form with the search role, not a <search> element: the landmark reaches older browsers too.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      className="search"
      role="search"
      action={SEARCH_PAGE_ROUTE}
      method="get"
      data-state={search.status}
      data-complete={search.complete || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams({ q: search.query });
        if (otherLocale) params.set('locale', otherLocale);
        search.setQuery('');
        inputRef.current?.blur();
        navigate(`${SEARCH_PAGE_ROUTE}?${params}`);
      }}
    >
      <SearchIcon className="search-icon" aria-hidden="true" />
      <SearchCombobox search={search} inputRef={inputRef} />
      {otherLocale && <input type="hidden" name="locale" value={otherLocale} />}
      <span className="search-kbd" aria-hidden="true">
        /
      </span>
    </form>
  );
}
