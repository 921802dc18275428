import type { CollectionEntry } from '../../../build-content/bundle-format';
import { PrefetchLink } from '../../data/prefetch-link';
import { AuthorByline } from './author-byline';
import { formatDay } from './format-date';

/** Blog posts newest first: title, summary, byline, date and reading time. */
export function BlogList({ entries }: { entries: CollectionEntry[] }) {
  return (
    <ol className="blog-posts">
      {entries.map((entry) => (
        <li key={entry.route} className="blog-post-card">
          <h2 className="blog-post-title">
            <PrefetchLink href={entry.route}>{entry.title}</PrefetchLink>
          </h2>
          <p className="blog-post-description">{entry.description}</p>
          <p className="entry-meta">
            <AuthorByline authors={entry.authors} />
            <span className="entry-meta-sep" aria-hidden="true">
              ·
            </span>
            <time dateTime={entry.date}>{formatDay(entry.date)}</time>
            <span className="entry-meta-sep" aria-hidden="true">
              ·
            </span>
            <span>{entry.readingMinutes} min read</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
