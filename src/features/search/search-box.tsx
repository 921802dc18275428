import {
  type ComponentType,
  type InputHTMLAttributes,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { labels } from '../../config/theme';
import { useContentManifest } from '../../data/content-context';
import { splitLocale } from '../../data/locale-route';
import { SearchIcon } from '../../theme/icons/icons';
import type { SearchComboboxProps } from './search-combobox';
import { useSearch } from './use-search';
import { useSearchShortcut } from './use-search-shortcut';
import './search-box.css';

const loadCombobox = () => import('./search-combobox');
type SearchComboboxType = ComponentType<SearchComboboxProps>;

/**
 * The input shown until the combobox arrives. When it is replaced it notes
 * whether it had focus (while it is still in the document), so the
 * combobox's input can take the focus over without losing keystrokes.
 */
function PlainSearchInput({
  inputRef,
  hadFocus,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  inputRef: RefObject<HTMLInputElement | null>;
  hadFocus: RefObject<boolean>;
}) {
  useLayoutEffect(() => {
    const input = inputRef.current;
    return () => {
      hadFocus.current = input !== null && document.activeElement === input;
    };
  }, [inputRef, hadFocus]);
  return <input ref={inputRef} {...props} />;
}

/**
 * The navbar search box. It starts as a plain input so the listbox code stays
 * out of the first load; the first focus (or `/`, Ctrl/Cmd+K) fetches the
 * combobox and the locale's index together, and the combobox takes over the
 * input with whatever was typed meanwhile.
 */
export function SearchBox() {
  const manifest = useContentManifest();
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname, manifest);
  const search = useSearch(manifest.buildId, locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);
  // Kept in state rather than React.lazy: the swap must be one commit, with no
  // suspended frame in which focus (and keystrokes) could go astray.
  const [SearchCombobox, setSearchCombobox] = useState<SearchComboboxType | null>(null);
  const { load } = search;

  const activate = useCallback(() => {
    load();
    loadCombobox().then((module) => setSearchCombobox(() => module.default));
  }, [load]);
  useSearchShortcut(inputRef, activate);

  return (
    <div className="search" data-state={search.status} data-complete={search.complete || undefined}>
      <SearchIcon className="search-icon" aria-hidden="true" />
      {SearchCombobox ? (
        <SearchCombobox search={search} inputRef={inputRef} hadFocus={hadFocus} />
      ) : (
        <PlainSearchInput
          inputRef={inputRef}
          hadFocus={hadFocus}
          type="search"
          className="search-input"
          placeholder={labels.search}
          aria-label={labels.search}
          autoComplete="off"
          spellCheck={false}
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          onFocus={activate}
          onPointerEnter={() => void loadCombobox()}
        />
      )}
      <span className="search-kbd" aria-hidden="true">
        /
      </span>
    </div>
  );
}
