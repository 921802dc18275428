import type { CollectionEntry } from '../../../build-content/bundle-format';
import { PrefetchLink } from '../../data/prefetch-link';
import { CustomerLogo } from './customer-logo';

/** Customer stories as cards: generated logo, company, industry and size, headline and summary. */
export function CustomerList({ entries }: { entries: CollectionEntry[] }) {
  return (
    <ul className="customer-cards">
      {entries.map((entry) => {
        const company = entry.company ?? entry.title;
        return (
          <li key={entry.route} className="customer-card">
            <div className="customer-card-head">
              <CustomerLogo company={company} />
              <div>
                <p className="customer-card-company">{company}</p>
                <p className="customer-card-facts">
                  {[entry.industry, entry.size].filter(Boolean).join(' · ')}
                </p>
              </div>
            </div>
            <h2 className="customer-card-title">
              <PrefetchLink href={entry.route}>{entry.title}</PrefetchLink>
            </h2>
            <p className="customer-card-description">{entry.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
