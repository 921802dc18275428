import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type RefObject,
  useId,
  useLayoutEffect,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { labels } from '../../config/theme';
import { HighlightedText } from './highlighted-text';
import { searchMessages } from './search-messages';
import type { PageHit, SectionHit } from './search-types';
import type { SearchState } from './use-search';

export interface SearchComboboxProps {
  search: SearchState;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Whether the plain input this replaces had focus. */
  hadFocus: RefObject<boolean>;
}

/** Plain left clicks go through the router (the combobox's onChange); others open as links do. */
function keepClientSide(event: MouseEvent) {
  if (!event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0)
    event.preventDefault();
}

/** Memoised: typing re-renders the box on every key, the list only when the answer changes. */
const PageGroup = memo(function PageGroup({ page }: { page: PageHit }) {
  const titleId = useId();
  return (
    // A listbox may hold groups of options, not fieldsets.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div role="group" aria-labelledby={titleId} className="search-group">
      <div id={titleId} className="search-page-title">
        <HighlightedText segments={page.title} />
      </div>
      {page.sections.map((section) => (
        <ComboboxOption
          key={section.url}
          value={section}
          as="a"
          href={section.url}
          className="search-option"
          onClick={keepClientSide}
        >
          <span className="search-option-heading">
            <HighlightedText segments={section.heading} />
          </span>
          <span className="search-option-snippet">
            <HighlightedText segments={section.snippet} />
          </span>
        </ComboboxOption>
      ))}
    </div>
  );
});

/**
 * The search box as a combobox: type to search, arrows to move, Enter to
 * open, Escape to close. The panel's visibility is ours (focus, a non-empty
 * query, not dismissed), so text typed before this component replaced the
 * plain input shows its results at once.
 */
export default function SearchCombobox({ search, inputRef, hadFocus }: SearchComboboxProps) {
  const navigate = useNavigate();
  const { status, query, hits } = search;
  const [focused, setFocused] = useState(() => hadFocus.current);
  // Take over the focus of the plain input in the same frame it disappeared.
  useLayoutEffect(() => {
    if (hadFocus.current) inputRef.current?.focus();
  }, [hadFocus, inputRef]);
  const [dismissed, setDismissed] = useState(false);
  // The input is uncontrolled (the combobox owns it): keep it in step with the query,
  // which may have moved on while this component replaced the plain input.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== query) input.value = query;
  }, [inputRef, query]);
  const visible = focused && !dismissed && query.trim() !== '';
  const message =
    status === 'failed'
      ? searchMessages.failed
      : status !== 'loaded'
        ? searchMessages.loading
        : hits.length === 0
          ? searchMessages.noResults
          : null;

  const open = (hit: SectionHit | null) => {
    if (!hit) return;
    navigate(hit.url);
    search.setQuery('');
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setDismissed(true);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setDismissed(false);
  };

  return (
    <Combobox value={null} onChange={open}>
      <ComboboxInput
        ref={inputRef}
        type="search"
        className="search-input"
        placeholder={labels.search}
        aria-label={labels.search}
        autoComplete="off"
        spellCheck={false}
        defaultValue={query}
        displayValue={() => search.query}
        onChange={(event) => {
          setDismissed(false);
          search.setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          search.load();
        }}
        onBlur={() => setFocused(false)}
      />
      {visible && message && (
        <div className="search-panel search-panel-message" role="status">
          {message}
        </div>
      )}
      {visible && !message && (
        <ComboboxOptions static className="search-panel">
          {hits.map((page) => (
            <PageGroup key={page.route} page={page} />
          ))}
        </ComboboxOptions>
      )}
    </Combobox>
  );
}
