import { toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { unified } from 'unified';
import { COOKBOOK_INDEX_MARKER } from './cookbook-index.ts';
import type { MdNode } from './md-node.ts';

type ToMarkdownExtensions = NonNullable<Parameters<typeof toMarkdown>[1]>['extensions'];

/** remark-gfm and remark-math register their serialisers on the processor: borrow them. */
const extensions = (() => {
  const processor = unified().use(remarkGfm).use(remarkMath);
  processor.freeze();
  return (
    (processor.data() as { toMarkdownExtensions?: ToMarkdownExtensions }).toMarkdownExtensions ?? []
  );
})();

/** Serialises mdast (with resolved components) as plain Markdown an LLM can read. */
export function mdastToMarkdown(root: MdNode): string {
  const flat = asFlow(flattenChildren(root.children ?? [], { headingDepth: 1 }));
  return toMarkdown({ type: 'root', children: flat } as never, {
    extensions,
    bullet: '-',
    fences: true,
    rule: '-',
  }).trim();
}

interface State {
  headingDepth: number;
}

function flattenChildren(children: MdNode[], state: State): MdNode[] {
  return children.flatMap((child) => flatten(child, state));
}

const text = (value: string): MdNode => ({ type: 'text', value });
const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });

function flatten(node: MdNode, state: State): MdNode[] {
  if (node.type === 'heading') state.headingDepth = node.depth ?? 1;
  if (node.type !== 'staticElement') {
    // New nodes, never edits: the page's own tree is still needed after this.
    return [node.children ? { ...node, children: flattenChildren(node.children, state) } : node];
  }
  const name = node.data?.hName ?? '';
  const props = node.data?.hProperties ?? {};
  const inner = () => flattenChildren(node.children ?? [], state);
  switch (name) {
    case 'Callout':
      return [{ type: 'blockquote', children: labelCallout(asFlow(inner()), props.type) }];
    case 'Tabs':
    case 'LangTabs':
      return tabs(node, props, state);
    case 'Cards':
      return [
        { type: 'list', ordered: false, spread: false, children: cards(node, state) } as MdNode,
      ];
    case 'Card':
    case 'Cards.Card':
      return [paragraph([cardLink(props)])];
    case 'FileTree':
      return [fileList(node.children ?? [])];
    case 'Mermaid':
      return [{ type: 'code', lang: 'mermaid', value: String(props.chart ?? '') }];
    case 'CookbookIndex':
      return [{ type: 'html', value: COOKBOOK_INDEX_MARKER }];
    case 'AvailabilityBanner':
      return availability(props);
    case 'summary':
      return [paragraph([{ type: 'strong', children: inner() }])];
    case 'img':
      return [
        { type: 'image', url: String(props.src ?? ''), alt: String(props.alt ?? '') } as MdNode,
      ];
    case 'br':
      return [{ type: 'break' }];
    case 'a':
      return [{ type: 'link', url: String(props.href ?? ''), children: inner() }];
    case 'iframe':
    case 'Video':
      return props.src
        ? [
            paragraph([
              {
                type: 'link',
                url: String(props.src),
                children: [text(String(props.title ?? props.src))],
              },
            ]),
          ]
        : [];
    default:
      return node.data?.block ? asFlow(inner()) : inner();
  }
}

const flowTypes = new Set([
  'paragraph',
  'heading',
  'list',
  'code',
  'blockquote',
  'table',
  'thematicBreak',
  'html',
  'math',
  'definition',
  'footnoteDefinition',
]);

const CALLOUT_LABELS: Record<string, string> = {
  info: 'Note',
  warning: 'Warning',
  error: 'Important',
};

/** "> **Warning:** …": the callout's kind survives as words. */
function labelCallout(children: MdNode[], type: unknown): MdNode[] {
  const label = typeof type === 'string' ? CALLOUT_LABELS[type] : undefined;
  const first = children[0];
  if (!label || first?.type !== 'paragraph') return children;
  const strong: MdNode = { type: 'strong', children: [text(`${label}:`)] };
  return [
    { ...first, children: [strong, text(' '), ...(first.children ?? [])] },
    ...children.slice(1),
  ];
}

/** Phrasing content inside a block container gets a paragraph around it. */
function asFlow(children: MdNode[]): MdNode[] {
  if (children.every((child) => flowTypes.has(child.type))) return children;
  const result: MdNode[] = [];
  let run: MdNode[] = [];
  for (const child of children) {
    if (flowTypes.has(child.type)) {
      if (run.length > 0) result.push(paragraph(run));
      run = [];
      result.push(child);
    } else run.push(child);
  }
  if (run.length > 0) result.push(paragraph(run));
  return result;
}

function tabs(node: MdNode, props: Record<string, unknown>, state: State): MdNode[] {
  const items = Array.isArray(props.items)
    ? props.items
    : node.data?.hName === 'LangTabs'
      ? ['Python', 'JS/TS']
      : [];
  const depth = Math.min(6, state.headingDepth + 1);
  const panels = (node.children ?? []).filter((child) => child.type === 'staticElement');
  return panels.flatMap((panel, index) => {
    const item = items[index] as unknown;
    const label =
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item && 'label' in item
          ? String((item as { label: unknown }).label)
          : String(panel.data?.hProperties?.title ?? `Tab ${index + 1}`);
    const heading: MdNode = { type: 'heading', depth, children: [text(label)] };
    const body = flattenChildren(panel.children ?? [], { headingDepth: depth });
    return [heading, ...asFlow(body)];
  });
}

function cardLink(props: Record<string, unknown>): MdNode {
  const title = text(String(props.title ?? props.href ?? ''));
  return props.href ? { type: 'link', url: String(props.href), children: [title] } : title;
}

function cards(node: MdNode, state: State): MdNode[] {
  return (node.children ?? [])
    .filter((child) => child.type === 'staticElement')
    .map((card) => {
      const props = card.data?.hProperties ?? {};
      const description = flattenChildren(card.children ?? [], state);
      const line: MdNode[] = [cardLink(props)];
      const extra = description.flatMap((child) =>
        child.type === 'paragraph' ? (child.children ?? []) : [child],
      );
      if (extra.length > 0) line.push(text(': '), ...extra);
      return { type: 'listItem', spread: false, children: [paragraph(line)] } as MdNode;
    });
}

function fileList(children: MdNode[]): MdNode {
  const items = children
    .filter((child) => child.type === 'staticElement')
    .map((child) => {
      const name = String(child.data?.hProperties?.name ?? '');
      const isFolder = child.data?.hName === 'FileTree.Folder';
      const content: MdNode[] = [
        paragraph([{ type: 'inlineCode', value: isFolder ? `${name}/` : name }]),
      ];
      if (isFolder && child.children?.length) content.push(fileList(child.children));
      return { type: 'listItem', spread: false, children: content } as MdNode;
    });
  return { type: 'list', ordered: false, spread: false, children: items } as MdNode;
}

function availability(props: Record<string, unknown>): MdNode[] {
  const levels = props.availability;
  if (!levels || typeof levels !== 'object') return [];
  const parts = Object.entries(levels as Record<string, unknown>).map(
    ([plan, level]) => `${plan}: ${String(level)}`,
  );
  return [
    paragraph([{ type: 'emphasis', children: [text(`Availability — ${parts.join(', ')}`)] }]),
  ];
}
