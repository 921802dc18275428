import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { focusedPart, refocusPart } from './focus-part';
import { tabForKey } from './tab-keys';
import type { TabsModel } from './tabs-model';

/**
 * The tab group as plain markup: what the server renders and what shows while
 * the interactive widget loads. Same classes, roles and data attributes as the
 * Headless UI version, so nothing moves when it takes over. Clicks and the
 * widget's keys already work here, so nothing a reader does before it loads is lost.
 * `onWake` runs when the reader first points at, touches or focuses the group.
 */
export function StaticTabs({ model, onWake }: { model: TabsModel; onWake?: () => void }) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const { tabs, panels, selectedIndex, select, focused } = model;
  const refocusing = useRef(false);

  // Put back after the widget's code failed to load: the reader's tab or panel keeps focus.
  // Giving it back is not a reach for the widget, so it does not ask for the code again.
  useEffect(() => {
    refocusing.current = true;
    refocusPart(listRef.current?.parentElement, focused.current);
    refocusing.current = false;
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabForKey(
      event.key,
      index,
      tabs.map((tab) => tab.disabled),
    );
    if (target === null) return;
    event.preventDefault();
    select(target);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: these only start loading the widget; the tabs are the buttons
    <div
      className="tabs"
      onPointerOver={onWake}
      onTouchStart={onWake}
      onFocus={(event) => {
        focused.current = focusedPart(event.currentTarget, event.target);
        if (!refocusing.current) onWake?.();
      }}
      onBlur={(event) => {
        // Focus leaving the group clears it; an element being replaced (no related target) keeps it.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) focused.current = null;
      }}
    >
      <div ref={listRef} className="tabs-list" role="tablist" aria-orientation="horizontal">
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: tabs are positional, never reordered
              key={index}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              className="tabs-tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              data-selected={selected ? '' : undefined}
              data-disabled={tab.disabled ? '' : undefined}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="tabs-panels">
        {panels.map((panel, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: panels are positional, never reordered
            key={index}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            className="tabs-panel"
            tabIndex={index === selectedIndex ? 0 : -1}
            hidden={index !== selectedIndex}
          >
            {panel}
          </div>
        ))}
      </div>
    </div>
  );
}
