import { type KeyboardEvent, useId, useRef } from 'react';
import { tabForKey } from './tab-keys';
import type { FocusedPart, TabsModel } from './tabs-model';

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
        onWake?.();
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

/** Which tab or panel of the group holds `target`, by position. */
function focusedPart(group: HTMLElement, target: EventTarget): FocusedPart | null {
  for (const role of ['tab', 'tabpanel'] as const) {
    const parts = [...group.querySelectorAll(`[role="${role}"]`)];
    const index = parts.findIndex((part) => part === target || part.contains(target as Node));
    if (index >= 0) return { role, index };
  }
  return null;
}
