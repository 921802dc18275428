import type { EntryHeaderProps } from '../../../build-content/bundle-format';
import { collectionSections } from '../../../config/collections';
import { PrefetchLink } from '../../data/prefetch-link';
import { AuthorByline } from './author-byline';
import { formatDay } from './format-date';
import './collections.css';

/** Byline, date, reading time and tags under an entry's title (the build places it after the h1). */
export function EntryHeader({ collection, date, authors, tags, readingMinutes }: EntryHeaderProps) {
  const section = collectionSections[collection as keyof typeof collectionSections];
  return (
    <div className="entry-header" data-entry-header={collection}>
      <p className="entry-meta">
        <AuthorByline authors={authors} />
        <span className="entry-meta-sep" aria-hidden="true">
          ·
        </span>
        <time dateTime={date}>{formatDay(date)}</time>
        {collection === 'blog' ? (
          <>
            <span className="entry-meta-sep" aria-hidden="true">
              ·
            </span>
            <span>{readingMinutes} min read</span>
          </>
        ) : null}
      </p>
      {tags.length > 0 && section ? (
        <ul className="entry-tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <PrefetchLink
                className="entry-tag"
                href={`${section.route}?tag=${encodeURIComponent(tag)}`}
              >
                {tag}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
