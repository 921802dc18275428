import type { TreeNode } from '../../../build-content/bundle-format';

/**
 * The collections whose index a page shows (`<CollectionIndex collection>` in
 * its tree). The prerender and the browser load their chunks before rendering,
 * so the index is in the page's HTML and hydrates without a loading state.
 */
export function collectionsOfPage(tree: readonly TreeNode[]): string[] {
  const found = new Set<string>();
  const visit = (node: TreeNode) => {
    if (typeof node === 'string') return;
    const [type, props, ...children] = node;
    const collection = (props as { collection?: unknown } | null)?.collection;
    if (type === 'CollectionIndex' && typeof collection === 'string') found.add(collection);
    for (const child of children) visit(child);
  };
  for (const node of tree) visit(node);
  return [...found].sort();
}
