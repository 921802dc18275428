import type { CollectionEntry } from '../../../build-content/bundle-format';
import { BlogList } from './blog-index';
import { ChangelogList } from './changelog-index';
import { useCollectionIndex } from './collection-query';
import { CustomerList } from './customer-index';
import { TagFilter, tagsOf, useSelectedTag } from './tag-filter';
import './collections.css';

const LISTS: Record<string, (props: { entries: CollectionEntry[] }) => React.ReactNode> = {
  changelog: ChangelogList,
  blog: BlogList,
  customers: CustomerList,
};

const NOUNS: Record<string, [string, string]> = {
  changelog: ['change', 'changes'],
  blog: ['post', 'posts'],
  customers: ['story', 'stories'],
};

/**
 * The index of a collection (`<CollectionIndex collection="changelog" />` in
 * the section's index page): its entries from the collection chunk, narrowed
 * by the tag in the URL.
 */
export function CollectionIndex({ collection }: { collection: string }) {
  const index = useCollectionIndex(collection);
  const [tag, selectTag] = useSelectedTag();
  const List = LISTS[collection];
  if (!List) return null;
  if (index.isPending)
    return (
      <p className="collection-status" aria-busy="true">
        Loading…
      </p>
    );
  if (index.isError) return <p className="collection-status">Could not load the entries.</p>;
  const all = index.data.entries;
  const tags = tagsOf(all);
  const entries = tag ? all.filter((entry) => entry.tags.includes(tag)) : all;
  const [one, many] = NOUNS[collection] ?? ['entry', 'entries'];
  return (
    <div className="collection-index" data-collection={collection}>
      {tags.length > 1 ? (
        <TagFilter tags={tags} selected={tag} onSelect={selectTag} label="Filter by tag" />
      ) : null}
      <p className="collection-count" aria-live="polite">
        {entries.length} {entries.length === 1 ? one : many}
        {tag ? ` tagged “${tag}”` : ''}
      </p>
      <List entries={entries} />
    </div>
  );
}
