import type { TreeNode } from '../bundle-format.ts';

const HEADING = /^h[2-6]$/;
/** Elements that end a run of text, so words on both sides stay apart. */
const BREAKS = new Set([
  'p',
  'li',
  'pre',
  'tr',
  'td',
  'th',
  'br',
  'div',
  'blockquote',
  'h1',
  'summary',
  'details',
  'NotebookCell',
  'NotebookOutput',
  'Callout',
  'Tabs.Tab',
  'Tab',
  'Card',
  'Cards.Card',
]);

/**
 * Plain text of a page split at its headings (SPEC.md §3 "Search index data"):
 * key "" for the text before the first heading, else "<id>#<heading text>".
 * Every heading of depth 2–6 has its section, with or without text of its own.
 */
export function searchSections(tree: TreeNode[]): Record<string, string> {
  const sections: Record<string, string> = {};
  let key = '';
  let buffer: string[] = [];
  const flush = () => {
    const text = buffer.join('').replace(/\s+/g, ' ').trim();
    if (text) sections[key] = sections[key] ? `${sections[key]} ${text}` : text;
    // A heading followed straight by its sub-headings is still a place to find and link to.
    else if (key && !(key in sections)) sections[key] = '';
    buffer = [];
  };
  const walk = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') {
        buffer.push(node);
        continue;
      }
      const [type, props, ...children] = node;
      // The h1 repeats the page title, which the index has already.
      if (type === 'Mermaid' || type === 'h1' || isHidden(props)) continue;
      if (HEADING.test(type) && typeof props?.id === 'string') {
        flush();
        const heading = textOf(children).replace(/\s+/g, ' ').trim() || altOf(children);
        key = `${props.id}#${heading}`;
        continue;
      }
      if (BREAKS.has(type)) buffer.push(' ');
      walk(children);
      if (BREAKS.has(type)) buffer.push(' ');
    }
  };
  walk(tree);
  flush();
  return sections;
}

/** KaTeX repeats every formula as MathML for screen readers: index it once. */
function isHidden(props: Record<string, unknown> | null): boolean {
  return props?.className === 'katex-mathml';
}

export function textOf(nodes: TreeNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') text += node;
    else text += textOf(node.slice(2) as TreeNode[]);
  }
  return text;
}

/** Alternative text of the images in a subtree: the words of a heading made of an image. */
function altOf(nodes: TreeNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    text += typeof node[1]?.alt === 'string' ? node[1].alt : altOf(node.slice(2) as TreeNode[]);
  }
  return text.trim();
}

/** Every id in a tree: the anchors a link may point at. */
export function collectIds(nodes: TreeNode[], into: Set<string> = new Set()): Set<string> {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const props = node[1];
    if (typeof props?.id === 'string') into.add(props.id);
    collectIds(node.slice(2) as TreeNode[], into);
  }
  return into;
}
