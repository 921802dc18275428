import { useId } from 'react';
import type { TabsModel } from './tabs-model';

/**
 * The tab group as plain markup: what the server renders and what shows while
 * the interactive widget loads. Same classes, roles and data attributes as the
 * Headless UI version, so nothing moves when it takes over; clicks already work.
 */
export function StaticTabs({ model }: { model: TabsModel }) {
  const baseId = useId();
  const { tabs, panels, selectedIndex, select, focusedIndex } = model;
  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-orientation="horizontal">
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
              onFocus={() => {
                focusedIndex.current = index;
              }}
              onBlur={(event) => {
                // Focus moving elsewhere clears it; the button being replaced (no related target) keeps it.
                if (event.relatedTarget) focusedIndex.current = null;
              }}
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
