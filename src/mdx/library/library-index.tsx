import { Children, isValidElement, type ReactElement, type ReactNode, useState } from 'react';
import { MdxLink } from '../link/mdx-link';
import './library.css';
import { FilterGroup } from './filter-group';
import {
  isLibraryKind,
  KIND_LABELS,
  kindsOf,
  type LibraryEntry,
  type LibraryKind,
  matches,
  topicsOf,
} from './library-filter';

export interface LibraryItemProps {
  href: string;
  title: string;
  kind: string;
  topics?: string[];
  children?: ReactNode;
}

/** One guide, notebook, video or post; written in content so the build checks its link. */
export function LibraryItem({ href, title, kind, topics = [], children }: LibraryItemProps) {
  return (
    <li className="mkt-library-item" data-kind={kind}>
      <span className="mkt-library-kind">{isLibraryKind(kind) ? KIND_LABELS[kind] : kind}</span>
      <MdxLink href={href} className="mkt-library-link">
        {title}
      </MdxLink>
      {children ? <span className="mkt-library-description">{children}</span> : null}
      {topics.length > 0 ? <span className="mkt-library-topics">{topics.join(' · ')}</span> : null}
    </li>
  );
}

function libraryItems(children: ReactNode): ReactElement<LibraryItemProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<LibraryItemProps> =>
      isValidElement(child) && child.type === LibraryItem,
  );
}

function entryOf(item: ReactElement<LibraryItemProps>): LibraryEntry {
  const { href, title, kind, topics = [] } = item.props;
  return { href, title, kind: isLibraryKind(kind) ? kind : 'guide', topics };
}

/**
 * Guides, notebooks, videos and posts, filterable by topic and type. Every
 * item renders on the server; the filter only hides items in the browser.
 */
export function LibraryIndex({ children }: { children?: ReactNode }) {
  const [topic, setTopic] = useState<string | null>(null);
  const [kind, setKind] = useState<LibraryKind | null>(null);
  const items = libraryItems(children);
  const entries = items.map(entryOf);
  const visible = items.filter((_, index) => matches(entries[index], topic, kind));

  return (
    <div className="mkt-library">
      <FilterGroup legend="Topic" options={topicsOf(entries)} value={topic} onChange={setTopic} />
      <FilterGroup
        legend="Type"
        options={kindsOf(entries)}
        labels={KIND_LABELS}
        value={kind}
        onChange={(value) => setKind(value as LibraryKind | null)}
      />
      <output className="mkt-library-count" aria-live="polite">
        {visible.length === 1 ? '1 resource' : `${visible.length} resources`}
      </output>
      <ul className="mkt-library-list">{visible}</ul>
    </div>
  );
}
