import { authorRoute } from '../../../config/collections';
import { team } from '../../../config/team';
import { PrefetchLink } from '../../data/prefetch-link';

/** Avatars and names of an entry's authors, each linking to the author's page. */
export function AuthorByline({ authors, names = true }: { authors: string[]; names?: boolean }) {
  const known = authors.filter((handle) => team[handle]);
  return (
    <span className="entry-byline">
      <span className="entry-avatars">
        {known.map((handle) => (
          <PrefetchLink
            key={handle}
            href={authorRoute(handle)}
            className="entry-avatar-link"
            aria-label={names ? undefined : team[handle].name}
            tabIndex={names ? -1 : undefined}
            aria-hidden={names ? true : undefined}
          >
            <img
              className="entry-avatar"
              src={team[handle].image}
              alt=""
              width={28}
              height={28}
              loading="lazy"
            />
          </PrefetchLink>
        ))}
      </span>
      {names ? (
        <span className="entry-author-names">
          {known.map((handle, index) => (
            <span key={handle}>
              {index > 0 ? (index === known.length - 1 ? ' and ' : ', ') : null}
              <PrefetchLink href={authorRoute(handle)} className="entry-author-name">
                {team[handle].name}
              </PrefetchLink>
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
