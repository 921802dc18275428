import type { TreeElement, TreeNode } from '../../build-content/bundle-format';
import { renderTree } from './render-tree';

/** Renders a page's compiled body (the compact tree from the content bundle). */
export function PageBody({ tree }: { tree: TreeNode[] }) {
  return <>{renderTree(tree)}</>;
}

export type { TreeElement, TreeNode };
