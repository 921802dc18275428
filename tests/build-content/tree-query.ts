import type { TreeElement, TreeNode } from '../../build-content/bundle-format.ts';

/** Every element of a compact tree (depth first) whose type is `type`. */
export function elementsOf(nodes: readonly TreeNode[], type: string): TreeElement[] {
  const found: TreeElement[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      if (node[0] === type) found.push(node);
      walk(node.slice(2) as TreeNode[]);
    }
  };
  walk(nodes);
  return found;
}

/** The text of a compact subtree. */
export function textOf(nodes: readonly TreeNode[]): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : textOf(node.slice(2) as TreeNode[])))
    .join('');
}

/** `file:line:col message` with the file's base name, for readable expectations. */
export function brief(diagnostic: { file: string; line: number; column: number; message: string }) {
  return `${diagnostic.file.split('/').pop()}:${diagnostic.line}:${diagnostic.column} ${diagnostic.message}`;
}
