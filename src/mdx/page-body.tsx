import type { TreeElement, TreeNode } from '../../build-content/bundle-format';
import { MdxLinkFolderContext } from './link/mdx-link-context';
import { renderTree } from './render-tree';

/**
 * Renders a page's compiled body (the compact tree from the content bundle);
 * `linkFolder` is where its relative links start from (page-links.ts).
 */
export function PageBody({ tree, linkFolder }: { tree: TreeNode[]; linkFolder?: string }) {
  if (linkFolder === undefined) return <>{renderTree(tree)}</>;
  return (
    <MdxLinkFolderContext.Provider value={linkFolder}>
      {renderTree(tree)}
    </MdxLinkFolderContext.Provider>
  );
}

export type { TreeElement, TreeNode };
