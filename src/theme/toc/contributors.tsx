import { useState } from 'react';
import type { Contributor } from '../../../build-content/bundle-format';
import { labels } from '../../../config/theme';

/** How many contributors show before "... and N more" (SPEC.md §9). */
export const CONTRIBUTORS_PREVIEW = 3;

/** The page's contributors; the parent keys it by route so it collapses again on page change. */
export function Contributors({ contributors }: { contributors: Contributor[] }) {
  const [expanded, setExpanded] = useState(false);
  if (contributors.length === 0) return null;
  const shown = expanded ? contributors : contributors.slice(0, CONTRIBUTORS_PREVIEW);
  const hidden = contributors.length - shown.length;
  return (
    <section className="toc-contributors" aria-labelledby="toc-contributors-title">
      <h2 id="toc-contributors-title" className="toc-title">
        {labels.contributors}
      </h2>
      <ul>
        {shown.map((person) => (
          <li key={person.username}>
            <a
              className="toc-contributor"
              href={person.profileUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img
                src={person.image}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                decoding="async"
              />
              <span>
                <span className="toc-contributor-name">{person.name}</span>
                <span className="toc-contributor-role">{person.title}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className="toc-more" onClick={() => setExpanded(true)}>
          ... and {hidden} more
        </button>
      ) : null}
    </section>
  );
}
