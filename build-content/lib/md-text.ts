import type { MdNode } from './md-node.ts';

/** Plain text of an mdast subtree (what GitHub slugs and the TOC show). */
export function mdText(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'staticElement') return node.value;
  if (!node.children) return '';
  let text = '';
  for (const child of node.children) text += mdText(child);
  return text;
}
