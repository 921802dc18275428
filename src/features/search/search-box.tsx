import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useContentManifest } from '../../data/content-context';
import { splitLocale } from '../../data/locale-route';
import { usePageMap } from '../../data/use-page-data';
import { SearchIcon } from '../../theme/icons/icons';
import { SearchCombobox } from './search-combobox';
import { useSearch } from './use-search';
import { useSearchShortcut } from './use-search-shortcut';
import './search-box.css';

/**
 * The navbar search box. The combobox is small and renders on the server;
 * the engine and the locale's index load when the reader shows intent: the
 * pointer over the box, focus, or `/` / Ctrl/Cmd+K. Until it is in, the
 * titles of the route tree the page already has answer.
 */
export function SearchBox() {
  const manifest = useContentManifest();
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname, manifest);
  const { data: pageMap } = usePageMap(locale);
  const search = useSearch(manifest.buildId, locale, pageMap);
  const inputRef = useRef<HTMLInputElement>(null);
  useSearchShortcut(inputRef, search.load);

  return (
    <div className="search" data-state={search.status} data-complete={search.complete || undefined}>
      <SearchIcon className="search-icon" aria-hidden="true" />
      <SearchCombobox search={search} inputRef={inputRef} />
      <span className="search-kbd" aria-hidden="true">
        /
      </span>
    </div>
  );
}
