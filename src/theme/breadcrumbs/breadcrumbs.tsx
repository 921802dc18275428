import type { Crumb } from '../../data/page-map-nav';
import { PrefetchLink } from '../../data/prefetch-link';
import { ChevronRightIcon } from '../icons/icons';
import './breadcrumbs.css';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.route ?? ''}:${crumb.title}`}>
              {index > 0 ? <ChevronRightIcon className="breadcrumbs-sep" /> : null}
              {last ? (
                <span aria-current="page" className="breadcrumbs-current">
                  {crumb.title}
                </span>
              ) : crumb.route ? (
                <PrefetchLink href={crumb.route} className="breadcrumbs-link">
                  {crumb.title}
                </PrefetchLink>
              ) : (
                <span className="breadcrumbs-text">{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
