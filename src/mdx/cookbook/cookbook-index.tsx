import { useDeferredValue, useId, useState } from 'react';
import { MdxLink } from '../link/mdx-link';
import { type CookbookGroup, countEntries, filterGroups } from './filter-entries';

export interface CookbookIndexProps {
  groups?: CookbookGroup[];
}

function resultLabel(count: number): string {
  return count === 1 ? '1 notebook' : `${count} notebooks`;
}

/** All cookbook notebooks by group, with a filter that narrows by title, description and tags as you type. */
export function CookbookIndex({ groups = [] }: CookbookIndexProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const inputId = useId();
  const visible = filterGroups(groups, deferredQuery);
  const count = countEntries(visible);

  return (
    <div className="cookbook-index">
      <div className="cookbook-index-filter">
        <label htmlFor={inputId} className="cookbook-index-label">
          Filter notebooks
        </label>
        <input
          id={inputId}
          type="search"
          className="cookbook-index-input"
          placeholder="Filter by title, description or tag…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <output className="cookbook-index-count" aria-live="polite">
          {query.trim() ? `${resultLabel(count)} found` : resultLabel(count)}
        </output>
      </div>

      {count === 0 ? (
        <p className="cookbook-index-empty">No notebooks match “{query.trim()}”.</p>
      ) : (
        visible.map((group) => (
          <section
            key={group.key}
            className="cookbook-index-group"
            aria-labelledby={`${inputId}-${group.key}`}
          >
            <h2 id={`${inputId}-${group.key}`} className="cookbook-index-group-title">
              {group.title}
            </h2>
            <ul className="cookbook-index-list">
              {group.entries.map((entry) => (
                <li key={entry.path} className="cookbook-index-entry">
                  <MdxLink href={entry.path} className="cookbook-index-link">
                    {entry.title}
                  </MdxLink>
                  <p className="cookbook-index-description" title={entry.description}>
                    {entry.description}
                  </p>
                  {entry.tags.length > 0 ? (
                    <ul className="cookbook-index-tags" aria-label="Tags">
                      {entry.tags.map((tag) => (
                        <li key={tag} className="cookbook-index-tag">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
