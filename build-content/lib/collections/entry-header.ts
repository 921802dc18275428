import type { EntryHeaderProps, TreeNode } from '../../bundle-format.ts';
import type { CompiledPage } from '../compile-page.ts';
import type { CollectedEntry } from './collect-entries.ts';

const decorated = new WeakMap<CompiledPage, { key: string; page: CompiledPage }>();

/**
 * The entry's page with an ['EntryHeader', props] node after its h1 (or
 * first, without one): byline, date and tags come from the front matter and
 * render without a fetch. The same page object comes back while nothing changed.
 */
export function withEntryHeader(item: CollectedEntry): CompiledPage {
  const { entry, page } = item;
  const props: EntryHeaderProps = {
    collection: item.collection,
    date: entry.date,
    authors: entry.authors,
    tags: entry.tags,
    readingMinutes: entry.readingMinutes,
  };
  const key = JSON.stringify(props);
  const known = decorated.get(page);
  if (known && known.key === key) return known.page;
  const tree: TreeNode[] = page.treeJson ? JSON.parse(page.treeJson) : [...page.tree];
  const h1 = tree.findIndex((node) => Array.isArray(node) && node[0] === 'h1');
  const header: TreeNode = ['EntryHeader', { ...props }];
  tree.splice(h1 < 0 ? 0 : h1 + 1, 0, header);
  const result: CompiledPage = { ...page, tree, treeJson: undefined };
  decorated.set(page, { key, page: result });
  return result;
}
