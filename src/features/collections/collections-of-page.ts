import type { TreeNode } from '../../../build-content/bundle-format';
import { stringPropsOf } from '../../mdx/tree-props';

/**
 * The collections whose index a page shows (`<CollectionIndex collection>` in
 * its tree). The prerender and the browser load their chunks before rendering,
 * so the index is in the page's HTML and hydrates without a loading state.
 */
export function collectionsOfPage(tree: readonly TreeNode[]): string[] {
  return stringPropsOf(tree, 'CollectionIndex', 'collection');
}
