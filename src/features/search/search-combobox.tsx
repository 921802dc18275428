import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type RefObject,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { labels } from '../../../config/theme';
import { isPlainClick } from '../../data/plain-click';
import { openAssistant } from '../assistant/assistant-store';
import { HighlightedText } from './highlighted-text';
import { resultCountMessage, searchMessages } from './search-messages';
import type { PageHit, SectionHit } from './search-types';
import type { SearchState } from './use-search';

export interface SearchComboboxProps {
  search: SearchState;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** What the listbox offers, in order: every section hit, then asking the assistant. */
type Choice = { kind: 'section'; hit: SectionHit } | { kind: 'ask-ai' };

const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;
const choiceKey = (choice: Choice) => (choice.kind === 'ask-ai' ? 'ask-ai' : choice.hit.url);

interface PageGroupProps {
  page: PageHit;
  /** Index of the page's first section among all choices. */
  offset: number;
  /** Active choice index when it falls in this group, else -1 (keeps other groups memoised). */
  active: number;
  listboxId: string;
  onChoose: (index: number, event: MouseEvent) => void;
  onPoint: (index: number) => void;
}

/** Typing re-renders the box on every key; a group only when its hits or active option change. */
const PageGroup = memo(function PageGroup({
  page,
  offset,
  active,
  listboxId,
  onChoose,
  onPoint,
}: PageGroupProps) {
  const titleId = `${listboxId}-group-${offset}`;
  return (
    // A listbox may hold groups of options, not fieldsets.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div role="group" aria-labelledby={titleId} className="search-group">
      <div id={titleId} className="search-page-title">
        <HighlightedText segments={page.title} />
      </div>
      {page.sections.map((section, position) => {
        const index = offset + position;
        return (
          <a
            key={section.url}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === active}
            data-focus={index === active || undefined}
            tabIndex={-1}
            href={section.url}
            className="search-option"
            onClick={(event) => onChoose(index, event)}
            onMouseMove={() => onPoint(index)}
          >
            <span className="search-option-heading">
              <HighlightedText segments={section.heading} />
            </span>
            <span className="search-option-snippet">
              <HighlightedText segments={section.snippet} />
            </span>
          </a>
        );
      })}
    </div>
  );
});

/**
 * The search box as an ARIA 1.2 combobox (input + listbox, active option by
 * `aria-activedescendant`): type to search, arrows, Home/End and
 * PageUp/PageDown to move, Enter to open, Escape to close. Hand-rolled rather
 * than a library's: a library combobox registers every option through state
 * updates, which cost 10-40 ms per keystroke on this list, and the reader
 * sees the results that much later.
 */
export function SearchCombobox({ search, inputRef }: SearchComboboxProps) {
  const navigate = useNavigate();
  const listboxId = useId();
  const { status, query, hits } = search;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // The active option is remembered by what it opens, so it stays put when the
  // same query's list is refreshed (section text indexed) and clears when typing.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const scrollToActive = useRef(false);

  const choices = useMemo<Choice[]>(() => {
    const list: Choice[] = hits.flatMap((page) =>
      page.sections.map((hit) => ({ kind: 'section' as const, hit })),
    );
    list.push({ kind: 'ask-ai' });
    return list;
  }, [hits]);
  const active = activeKey === null ? -1 : choices.findIndex((c) => choiceKey(c) === activeKey);
  const choicesLatest = useRef(choices);
  choicesLatest.current = choices;
  const setActive = useCallback(
    (index: number) => setActiveKey(index < 0 ? null : choiceKey(choicesLatest.current[index])),
    [],
  );

  const trimmed = query.trim();
  const visible = focused && !dismissed && trimmed !== '';
  // While the index loads, pages whose titles match are listed (use-search.ts); "Loading…" when none do.
  const message =
    status === 'failed'
      ? searchMessages.failed
      : hits.length > 0
        ? null
        : status !== 'loaded'
          ? searchMessages.loading
          : searchMessages.noResults;
  const expanded = visible && message === null;

  useLayoutEffect(() => {
    if (!scrollToActive.current || active < 0) return;
    scrollToActive.current = false;
    document.getElementById(optionId(listboxId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listboxId]);

  const choose = (index: number) => {
    const choice = choices[index];
    if (!choice) return;
    if (choice.kind === 'ask-ai') {
      // The assistant takes the question over; the box keeps it for later.
      setDismissed(true);
      openAssistant({ draft: trimmed });
      return;
    }
    navigate(choice.hit.url);
    search.setQuery('');
    inputRef.current?.blur();
  };

  const move = (index: number) => {
    scrollToActive.current = true;
    setActive(Math.max(0, Math.min(choices.length - 1, index)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => (expanded ? move(active + 1) : setDismissed(false)),
      ArrowUp: () => (expanded ? move(active < 0 ? last : active - 1) : setDismissed(false)),
      PageDown: () => expanded && move(last),
      PageUp: () => expanded && move(0),
      End: () => expanded && move(last),
      Home: () => expanded && move(0),
      Enter: () => expanded && active >= 0 && choose(active),
      Escape: () => setDismissed(true),
    };
    const action = keys[event.key];
    // Home/End with Shift select text in the box, as in any field; when closed they move the caret.
    if (!action || ((event.key === 'Home' || event.key === 'End') && (event.shiftKey || !expanded)))
      return;
    if (event.key === 'Enter' && !(expanded && active >= 0)) return;
    event.preventDefault();
    action();
  };

  // Stable handlers keep the memoised groups from re-rendering on every key.
  const chooseLatest = useRef(choose);
  chooseLatest.current = choose;
  const onChoose = useCallback((index: number, event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    chooseLatest.current(index);
  }, []);

  const askAiIndex = choices.length - 1;
  let offset = 0;
  return (
    <>
      <input
        ref={inputRef}
        type="search"
        name="q"
        role="combobox"
        className="search-input"
        placeholder={labels.search}
        aria-label={labels.search}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(listboxId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setDismissed(false);
          setActiveKey(null);
          search.setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          search.load();
        }}
        onBlur={() => setFocused(false)}
        onPointerEnter={search.load}
      />
      {visible && message !== null && (
        <div className="search-panel search-panel-message" role="status">
          {search.incomplete && message === searchMessages.noResults
            ? `${message} ${searchMessages.incomplete}`
            : message}
        </div>
      )}
      {expanded && (
        // Pressing inside the list must not blur the input (that would close it before the click).
        <div
          id={listboxId}
          role="listbox"
          aria-label={labels.search}
          data-query={search.answered}
          data-answered-by={search.answeredBy}
          className="search-panel"
          onMouseDown={(event) => event.preventDefault()}
        >
          {/* Seen here, heard with the result count below: a listbox holds options only. */}
          {search.incomplete && (
            <div className="search-incomplete" aria-hidden="true">
              {searchMessages.incomplete}
            </div>
          )}
          {hits.map((page) => {
            const start = offset;
            offset += page.sections.length;
            return (
              <PageGroup
                key={page.route}
                page={page}
                offset={start}
                active={active >= start && active < offset ? active : -1}
                listboxId={listboxId}
                onChoose={onChoose}
                onPoint={setActive}
              />
            );
          })}
          {/* Keys reach options through the input (aria-activedescendant), not the option itself. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
          <div
            id={optionId(listboxId, askAiIndex)}
            role="option"
            aria-selected={active === askAiIndex}
            data-focus={active === askAiIndex || undefined}
            tabIndex={-1}
            className="search-option search-ask-ai"
            onClick={() => choose(askAiIndex)}
            onMouseMove={() => setActive(askAiIndex)}
          >
            <span className="search-option-heading">{searchMessages.askAi}</span>
            <span className="search-option-snippet">{searchMessages.askAiHint}</span>
          </div>
        </div>
      )}
      {expanded && (
        <div className="sr-only" role="status">
          {resultCountMessage(choices.length - 1)}
          {search.incomplete ? ` ${searchMessages.incomplete}` : ''}
        </div>
      )}
    </>
  );
}
