import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import rehypeSanitize from 'rehype-sanitize';
import { ansiToHast, stripAnsi } from './ansi.ts';
import { createCodeBlock } from './code-blocks.ts';
import { compactTree } from './compact-tree.ts';
import { sha256 } from './compile-cache.ts';
import { type CompiledPage, emptyPage } from './compile-page.ts';
import { displayPath } from './diagnostics.ts';
import { assignHeadingIds } from './headings.ts';
import { jsonErrorPosition, lineOf } from './json-position.ts';
import type { MdNode } from './md-node.ts';
import { staticElement } from './md-node.ts';
import { mdText } from './md-text.ts';
import { markdownToHast, parseMarkdown } from './parse-markdown.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { collectIds, searchSections } from './search-sections.ts';
import { type JsxContext, transformJsx } from './transform-jsx.ts';
import { substituteVariables } from './variables.ts';

const sanitize = rehypeSanitize(sanitizeSchema);
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};
const CELL_PLACEHOLDER = '__notebook_cell_';

interface NotebookCell {
  cell_type?: string;
  id?: string;
  source?: string | string[];
  execution_count?: number | null;
  outputs?: NotebookOutput[];
}

interface NotebookOutput {
  output_type?: string;
  name?: string;
  text?: string | string[];
  data?: Record<string, unknown>;
  ename?: string;
  evalue?: string;
  traceback?: string[];
}

const joinSource = (value: unknown): string =>
  Array.isArray(value) ? value.join('') : typeof value === 'string' ? value : '';

/**
 * Compiles a Jupyter notebook (nbformat 4) into a page: markdown cells as
 * Markdown, code cells as NotebookCell elements with their outputs, images
 * written as asset files. Variables are filled in the file text first, so the
 * downloadable copy gets them too and positions stay exact.
 */
export function compileNotebook(
  absolutePath: string,
  raw: string,
  variables: Readonly<Record<string, string>>,
): CompiledPage {
  const file = displayPath(absolutePath);
  const jsonSafe = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, JSON.stringify(value).slice(1, -1)]),
  );
  const substituted = substituteVariables(raw, jsonSafe, file);
  const page = emptyPage(substituted.text);
  page.errors.push(...substituted.errors);
  let notebook: { nbformat?: unknown; cells?: unknown; metadata?: Record<string, unknown> };
  try {
    notebook = JSON.parse(substituted.text);
  } catch {
    const { line, column, problem } = jsonErrorPosition(substituted.text);
    page.errors.push({ file, line, column, message: `notebook is not valid JSON: ${problem}` });
    return page;
  }
  if (
    !notebook ||
    typeof notebook !== 'object' ||
    notebook.nbformat !== 4 ||
    !Array.isArray(notebook.cells)
  ) {
    const found =
      notebook && typeof notebook === 'object' ? String(notebook.nbformat) : typeof notebook;
    page.errors.push({
      file,
      line: 1,
      column: 1,
      message: `not an nbformat 4 notebook (nbformat: ${found})`,
    });
    return page;
  }
  const metadata = notebook.metadata ?? {};
  const languageInfo = (metadata.language_info ?? {}) as { name?: string };
  const kernelspec = (metadata.kernelspec ?? {}) as { language?: string };
  const language = String(languageInfo.name ?? kernelspec.language ?? 'python').toLowerCase();
  const cells = notebook.cells as NotebookCell[];

  const root: MdNode = { type: 'root', children: [] };
  const codeCells = new Map<string, Element>();
  const assets = new Map<string, string>();
  const twin: string[] = [];
  cells.forEach((cell, index) => {
    const cellLine = cell.id
      ? lineOf(substituted.text, substituted.text.indexOf(`"${cell.id}"`))
      : 1;
    const source = joinSource(cell.source);
    if (cell.cell_type === 'markdown') {
      const parsed = parseMarkdown(source, 'md', file);
      if (!parsed.root) {
        if (parsed.error)
          page.errors.push({
            ...parsed.error,
            line: cellLine,
            message: `cell ${index + 1}: ${parsed.error.message}`,
          });
        return;
      }
      const context: JsxContext = {
        file,
        absolutePath,
        errors: page.errors,
        warnings: page.warnings,
        links: [],
        loadPartial: () => undefined,
      };
      transformJsx(parsed.root, context);
      for (const link of context.links) page.links.push({ ...link, line: cellLine, column: 1 });
      root.children?.push(...(parsed.root.children ?? []));
      twin.push(source.trim());
    } else if (cell.cell_type === 'code') {
      const key = `${CELL_PLACEHOLDER}${index}`;
      codeCells.set(key, codeCellElement(cell, source, language, assets, twin));
      root.children?.push(staticElement('div', { id: key }, [], true));
    } else if (cell.cell_type !== 'raw') {
      page.errors.push({
        file,
        line: cellLine,
        column: 1,
        message: `cell ${index + 1} has an unknown cell_type "${cell.cell_type}"`,
      });
    }
  });

  const headings = assignHeadingIds(root);
  const { tree, messages } = markdownToHast(root, 'md', file);
  page.warnings.push(...messages);
  replacePlaceholders(tree, codeCells);
  page.tree = compactTree(tree);
  page.toc = headings.toc;
  page.firstH1 = headings.firstH1;
  page.search = searchSections(page.tree);
  page.ids = [...collectIds(page.tree)].sort();
  page.markdown = twin.filter(Boolean).join('\n\n');
  page.assets = [...assets]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, data]) => ({ path, data }));

  const cookbook = (metadata.cookbook ?? {}) as Record<string, unknown>;
  const firstParagraph = root.children?.find((node) => node.type === 'paragraph');
  page.notebook = {
    title: typeof cookbook.title === 'string' ? cookbook.title : (headings.firstH1 ?? ''),
    description:
      typeof cookbook.description === 'string'
        ? cookbook.description
        : firstParagraph
          ? mdText(firstParagraph).trim()
          : '',
    group: typeof cookbook.group === 'string' ? cookbook.group : '',
    tags: Array.isArray(cookbook.tags) ? cookbook.tags.map(String) : [],
    language,
  };
  return page;
}

function codeCellElement(
  cell: NotebookCell,
  source: string,
  language: string,
  assets: Map<string, string>,
  twin: string[],
): Element {
  twin.push(`\`\`\`${language}\n${source.replace(/\n$/, '')}\n\`\`\``);
  const outputs = (cell.outputs ?? []).map((output) => outputElement(output, assets, twin));
  return {
    type: 'element',
    tagName: 'NotebookCell',
    properties: { executionCount: cell.execution_count ?? null, language },
    children: [createCodeBlock(source, language), ...outputs],
  };
}

function output(type: string, children: ElementContent[], name?: string): Element {
  const properties: Element['properties'] = { type };
  if (name) properties.name = name;
  return { type: 'element', tagName: 'NotebookOutput', properties, children };
}

function preformatted(children: ElementContent[]): Element {
  return { type: 'element', tagName: 'pre', properties: {}, children };
}

function outputElement(
  entry: NotebookOutput,
  assets: Map<string, string>,
  twin: string[],
): Element {
  switch (entry.output_type) {
    case 'stream': {
      const text = joinSource(entry.text);
      twin.push(fence(stripAnsi(text)));
      return output(
        'stream',
        [preformatted(ansiToHast(text))],
        entry.name === 'stderr' ? 'stderr' : 'stdout',
      );
    }
    case 'error': {
      const text = (entry.traceback ?? []).join('\n') || `${entry.ename}: ${entry.evalue}`;
      twin.push(fence(stripAnsi(text)));
      return output('error', [preformatted(ansiToHast(text))], entry.ename);
    }
    default:
      return richOutput(entry.data ?? {}, assets, twin);
  }
}

/** display_data / execute_result: the richest representation we can show safely. */
function richOutput(
  data: Record<string, unknown>,
  assets: Map<string, string>,
  twin: string[],
): Element {
  for (const [mime, extension] of Object.entries(IMAGE_TYPES)) {
    if (!(mime in data)) continue;
    const content = joinSource(data[mime]);
    const bytes =
      extension === 'svg'
        ? Buffer.from(content, 'utf8')
        : Buffer.from(content.replace(/\s/g, ''), 'base64');
    const hash = sha256(bytes).slice(0, 16);
    const path = `/_content/assets/${hash}.${extension}`;
    assets.set(path, bytes.toString('base64'));
    const alt = joinSource(data['text/plain']).slice(0, 200) || 'Cell output';
    twin.push(`![${alt.replace(/[[\]\n]/g, ' ')}](${path})`);
    return output('image', [
      {
        type: 'element',
        tagName: 'img',
        properties: { src: path, alt, loading: 'lazy' },
        children: [],
      },
    ]);
  }
  if ('text/html' in data) {
    const fragment = sanitize(fromHtml(joinSource(data['text/html']), { fragment: true })) as Root;
    twin.push(fence(joinSource(data['text/plain'] ?? '')));
    return output('html', fragment.children as ElementContent[]);
  }
  if ('text/markdown' in data) {
    const source = joinSource(data['text/markdown']);
    twin.push(source);
    const parsed = parseMarkdown(source, 'md', '');
    const tree = parsed.root
      ? markdownToHast(parsed.root, 'md', '').tree
      : { type: 'root' as const, children: [] };
    return output('markdown', tree.children as ElementContent[]);
  }
  if ('application/json' in data) {
    const text = JSON.stringify(data['application/json'], null, 2);
    twin.push(fence(text, 'json'));
    return output('json', [createCodeBlock(text, 'json')]);
  }
  const text = joinSource(data['text/plain']);
  twin.push(fence(stripAnsi(text)));
  return output('text', [preformatted(ansiToHast(text))]);
}

function fence(text: string, language = 'text'): string {
  const body = text.replace(/\n$/, '');
  const ticks = body.includes('```') ? '````' : '```';
  return `${ticks}${language}\n${body}\n${ticks}`;
}

/** Puts the prebuilt code cells where their placeholders ended up after the Markdown pass. */
function replacePlaceholders(node: Root | Element, cells: Map<string, Element>): void {
  node.children = node.children.map((child) => {
    if (child.type !== 'element') return child;
    const id = child.properties.id;
    if (typeof id === 'string' && cells.has(id)) return cells.get(id) as Element;
    replacePlaceholders(child, cells);
    return child;
  }) as typeof node.children;
}
