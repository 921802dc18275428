import type { CollectionEntry } from '../../../build-content/bundle-format';
import { PrefetchLink } from '../../data/prefetch-link';
import { AuthorByline } from './author-byline';
import { formatDay, groupByMonth } from './format-date';

/** Changelog entries grouped by month, newest first; each with its date, tags and authors' avatars. */
export function ChangelogList({ entries }: { entries: CollectionEntry[] }) {
  return (
    <div className="changelog-months">
      {groupByMonth(entries).map((month) => (
        <section
          key={month.key}
          className="changelog-month"
          aria-labelledby={`month-${month.key}`}
          data-month={month.key}
        >
          <h2 id={`month-${month.key}`} className="changelog-month-title">
            {month.label}
          </h2>
          <ol className="changelog-entries">
            {month.entries.map((entry) => (
              <li key={entry.route} className="changelog-entry">
                <time className="changelog-entry-date" dateTime={entry.date}>
                  {formatDay(entry.date)}
                </time>
                <div className="changelog-entry-body">
                  <h3 className="changelog-entry-title">
                    <PrefetchLink href={entry.route}>{entry.title}</PrefetchLink>
                  </h3>
                  <p className="changelog-entry-description">{entry.description}</p>
                  <div className="changelog-entry-foot">
                    <AuthorByline authors={entry.authors} names={false} />
                    {entry.tags.length > 0 ? (
                      <ul className="entry-tags" aria-label="Tags">
                        {entry.tags.map((tag) => (
                          <li key={tag} className="entry-tag">
                            {tag}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
