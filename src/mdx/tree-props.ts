import type { TreeNode } from '../../build-content/bundle-format';

/** The string values of `prop` on every `type` element of a page tree, once each, sorted. */
export function stringPropsOf(tree: readonly TreeNode[], type: string, prop: string): string[] {
  const found = new Set<string>();
  const visit = (node: TreeNode) => {
    if (typeof node === 'string') return;
    const [name, props, ...children] = node;
    const value = (props as Record<string, unknown> | null)?.[prop];
    if (name === type && typeof value === 'string') found.add(value);
    for (const child of children) visit(child);
  };
  for (const node of tree) visit(node);
  return [...found].sort();
}
