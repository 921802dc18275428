import type { Element, ElementContent, Root, Text } from 'hast';
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight(common);
lowlight.registerAlias({ bash: ['sh', 'shell', 'zsh', 'console'], plaintext: ['text', 'txt'] });

/**
 * Highlights every `pre > code` block at build time and shapes it for the app:
 * `pre` gets data-language / data-filename, each line of the code becomes a
 * `span.line`, lines named in the fence meta `{1,3-5}` get data-highlighted-line.
 */
export function processCodeBlocks(tree: Root | Element): void {
  visitElements(tree, (element) => {
    if (element.tagName !== 'pre') return false;
    const code = element.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'code',
    );
    if (!code) return true;
    const language = codeLanguage(code);
    const meta = String(code.properties.dataMeta ?? code.data?.meta ?? '');
    delete code.properties.dataMeta;
    shapeCodeBlock(element, code, language, meta);
    return true;
  });
}

/** Builds a highlighted `pre` element (notebook cells use this directly). */
export function createCodeBlock(source: string, language: string, meta = ''): Element {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: language ? { className: [`language-${language}`] } : {},
    children: [{ type: 'text', value: source }],
  };
  const pre: Element = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
  shapeCodeBlock(pre, code, language, meta);
  return pre;
}

function shapeCodeBlock(pre: Element, code: Element, language: string, meta: string): void {
  const text = textOf(code).replace(/\n$/, '');
  let highlighted: ElementContent[] = [{ type: 'text', value: text }];
  if (language && lowlight.registered(language)) {
    highlighted = lowlight.highlight(language, text).children as ElementContent[];
    code.properties.className = ['hljs', `language-${language}`];
  }
  const marked = highlightedLines(meta);
  code.children = splitLines(highlighted).map((line, index) => {
    const properties: Element['properties'] = { className: ['line'] };
    if (marked.has(index + 1)) properties.dataHighlightedLine = '';
    return { type: 'element', tagName: 'span', properties, children: line };
  });
  // A newline between line spans keeps copy-paste and plain-text readers intact.
  code.children = code.children.flatMap((line, index) =>
    index === 0 ? [line] : [{ type: 'text', value: '\n' } as Text, line],
  );
  pre.properties = { ...pre.properties };
  if (language) pre.properties.dataLanguage = language;
  const filename = metaAttribute(meta, 'filename') ?? metaAttribute(meta, 'title');
  if (filename) pre.properties.dataFilename = filename;
  code.data = undefined;
}

function codeLanguage(code: Element): string {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  for (const name of classes) {
    const value = String(name);
    if (value.startsWith('language-')) return value.slice('language-'.length).toLowerCase();
  }
  return '';
}

function metaAttribute(meta: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** `{1,3-5}` in the fence meta → {1,3,4,5}. */
export function highlightedLines(meta: string): Set<number> {
  const lines = new Set<number>();
  const match = /\{([\d,\s-]+)\}/.exec(meta);
  if (!match) return lines;
  for (const part of match[1].split(',')) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!Number.isFinite(from)) continue;
    const end = Number.isFinite(to) ? Math.min(to, from + 10_000) : from;
    for (let line = from; line <= end; line++) lines.add(line);
  }
  return lines;
}

/** Splits highlighted nodes at newlines, re-opening the enclosing spans on each line. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (list: ElementContent[], wrappers: Element[]) => {
    for (const node of list) {
      if (node.type === 'text') {
        const parts = node.value.split('\n');
        parts.forEach((part, index) => {
          if (index > 0) lines.push([]);
          if (part) append(lines[lines.length - 1], wrappers, { type: 'text', value: part });
        });
      } else if (node.type === 'element') {
        walk(node.children, [...wrappers, node]);
      }
    }
  };
  walk(nodes, []);
  return lines;
}

/** Which highlighted span a per-line copy was made from, so a line reuses its open copies. */
const copiedFrom = new WeakMap<Element, Element>();

/** Appends a text node to a line inside the given wrapper chain, reusing open wrappers. */
function append(line: ElementContent[], wrappers: Element[], text: Text): void {
  let container = line;
  for (const wrapper of wrappers) {
    const last = container[container.length - 1];
    if (last && last.type === 'element' && copiedFrom.get(last) === wrapper) {
      container = last.children;
      continue;
    }
    const copy: Element = {
      type: 'element',
      tagName: wrapper.tagName,
      properties: { ...wrapper.properties },
      children: [],
    };
    copiedFrom.set(copy, wrapper);
    container.push(copy);
    container = copy.children;
  }
  container.push(text);
}

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Visits elements; the visitor returns true to skip an element's subtree. */
export function visitElements(node: Root | Element, visit: (element: Element) => boolean): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (!visit(child)) visitElements(child, visit);
  }
}
