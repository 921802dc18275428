import type { AuthorEntriesProps } from '../../../build-content/bundle-format';
import { collectionSections } from '../../../config/collections';
import { team } from '../../../config/team';
import { PrefetchLink } from '../../data/prefetch-link';
import { formatDay } from './format-date';
import './collections.css';

const HEADINGS: Record<string, string> = {
  blog: 'Blog posts',
  changelog: 'Changelog entries',
  customers: 'Customer stories',
};

/** A team member's page: who they are, then what they wrote per collection (filled in by the build). */
export function AuthorEntries({ handle, entries }: AuthorEntriesProps) {
  const author = team[handle];
  if (!author) return null;
  const profiles = [
    author.github ? { label: 'GitHub', href: `https://github.com/${author.github}` } : null,
    author.twitter ? { label: 'X', href: `https://x.com/${author.twitter}` } : null,
  ].filter((item) => item !== null);
  return (
    <div className="author-entries">
      <div className="author-card">
        <img className="author-card-avatar" src={author.image} alt="" width={72} height={72} />
        <div>
          <p className="author-card-title">{author.title}</p>
          {profiles.length > 0 ? (
            <p className="author-card-links">
              {profiles.map((profile) => (
                <a key={profile.label} href={profile.href} rel="noopener">
                  {profile.label}
                </a>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      {entries.length === 0 ? <p>No posts yet.</p> : null}
      {Object.keys(collectionSections).map((collection) => {
        const mine = entries.filter((entry) => entry.collection === collection);
        if (mine.length === 0) return null;
        return (
          <section key={collection} aria-labelledby={`author-${collection}`}>
            <h2 id={`author-${collection}`}>{HEADINGS[collection]}</h2>
            <ul className="author-entry-list">
              {mine.map((entry) => (
                <li key={entry.route}>
                  <PrefetchLink href={entry.route}>{entry.title}</PrefetchLink>
                  <time dateTime={entry.date}>{formatDay(entry.date)}</time>
                  <p>{entry.description}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
