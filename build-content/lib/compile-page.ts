import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { FrontMatter, TocEntry, TreeNode } from '../bundle-format.ts';
import { visitElements } from './code-blocks.ts';
import { compactTree } from './compact-tree.ts';
import type { CompileSettings } from './compile-settings.ts';
import { at, type Diagnostic, displayPath } from './diagnostics.ts';
import { takeFrontMatter } from './front-matter.ts';
import { assignHeadingIds } from './headings.ts';
import { localizeHref } from './locale-links.ts';
import { mdastToMarkdown } from './markdown-twin.ts';
import type { MdNode } from './md-node.ts';
import { markdownToHast, parseMarkdown, type SourceKind } from './parse-markdown.ts';
import { collectIds, searchSections } from './search-sections.ts';
import { type JsxContext, type SourceLink, transformJsx } from './transform-jsx.ts';
import { substituteVariables } from './variables.ts';

export interface CompileInput {
  absolutePath: string;
  /** The raw source (variables not yet substituted). */
  source: string;
  kind: SourceKind;
  variables: Readonly<Record<string, string>>;
  /** Locale of the page (links are emitted for it). */
  locale?: string;
  settings?: CompileSettings;
}

/** Everything the assembly step needs from one page; plain JSON (workers and the cache pass it on). */
export interface CompiledPage {
  /** The source with variables filled in (the raw copy and the twin use it). */
  source: string;
  frontMatter: FrontMatter;
  firstH1?: string;
  toc: TocEntry[];
  tree: TreeNode[];
  /**
   * The tree already serialised: set (and `tree` emptied) for pages that cross
   * a thread or the disk cache, so the assembler splices text instead of re-serialising.
   */
  treeJson?: string;
  /**
   * Hashes of its big texts, made where it was packed (page-digests.ts); they
   * hold only while `treeJson` is set: a page made anew with a tree of its own has none.
   */
  digests?: PageDigests;
  search: Record<string, string>;
  ids: string[];
  links: SourceLink[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /**
   * Imports of partials that do not exist, one per import: errors, or
   * warnings when the build runs with `links: 'warn'` (decided by the builder).
   */
  missingPartials?: Diagnostic[];
  /** Absolute paths of inlined partials, for cache validation and watch mode. */
  dependencies: string[];
  /** The page body as plain Markdown (no front matter). */
  markdown: string;
  usesCookbookIndex: boolean;
  /** Notebook pages: their own metadata (metadata.cookbook, with fallbacks). */
  notebook?: NotebookMeta;
  /** Files the page writes besides its chunk (notebook images), base64. */
  assets?: { path: string; data: string }[];
}

/** sha256 of a page's tree JSON (and its UTF-8 bytes), of its twin's body and of its source. */
export interface PageDigests {
  tree: string;
  treeBytes: number;
  twinBody: string;
  source: string;
}

export interface NotebookMeta {
  title: string;
  description: string;
  group: string;
  tags: string[];
  language: string;
}

/** Compiles one MD/MDX page. Never throws for bad content: problems are diagnostics. */
export function compilePage(input: CompileInput): CompiledPage {
  const file = displayPath(input.absolutePath);
  const substituted = substituteVariables(input.source, input.variables, file);
  const page = emptyPage(substituted.text);
  page.errors.push(...substituted.errors);
  const parsed = parseMarkdown(substituted.text, input.kind, file);
  if (!parsed.root) {
    if (parsed.error) page.errors.push(parsed.error);
    return page;
  }
  const root = parsed.root;
  page.frontMatter = takeFrontMatter(root, file, page.errors, page.warnings);
  page.missingPartials = [];
  const context = createContext(input, file, page, [input.absolutePath]);
  transformJsx(root, context);
  if (page.missingPartials?.length === 0) delete page.missingPartials;
  const headings = assignHeadingIds(root);
  page.firstH1 = headings.firstH1;
  page.toc = headings.toc;
  page.usesCookbookIndex = usesComponent(root, 'CookbookIndex');
  page.markdown = mdastToMarkdown(root);
  const { tree, messages } = markdownToHast(root, input.kind, file);
  page.warnings.push(...messages);
  if (input.kind === 'md') collectRawHtmlLinks(tree, file, page.links, input);
  page.tree = compactTree(tree);
  page.search = searchSections(page.tree);
  page.ids = [...collectIds(page.tree)].sort();
  return page;
}

export function emptyPage(source: string): CompiledPage {
  return {
    source,
    frontMatter: {},
    toc: [],
    tree: [],
    search: {},
    ids: [],
    links: [],
    errors: [],
    warnings: [],
    dependencies: [],
    markdown: '',
    usesCookbookIndex: false,
  };
}

function createContext(
  input: CompileInput,
  file: string,
  page: CompiledPage,
  stack: string[],
): JsxContext {
  return {
    file,
    absolutePath: stack[stack.length - 1],
    errors: page.errors,
    warnings: page.warnings,
    links: page.links,
    loadPartial: (partialPath, from, node) =>
      loadPartial(input, page, partialPath, from, node, stack),
    settings: input.settings,
    locale: input.locale,
    partialExists: (partialPath) => {
      if (!page.dependencies.includes(partialPath)) page.dependencies.push(partialPath);
      return isFile(partialPath);
    },
    missingPartials: page.missingPartials,
  };
}

/** Reads, parses and resolves a partial; its body replaces the `<Partial />` element. */
function loadPartial(
  input: CompileInput,
  page: CompiledPage,
  partialPath: string,
  from: JsxContext,
  node: MdNode,
  stack: string[],
): MdNode[] | undefined {
  if (stack.includes(partialPath)) {
    page.warnings.push({
      file: from.file,
      ...at(node),
      message: `partial ${path.basename(partialPath)} includes itself (cycle); skipped`,
    });
    return undefined;
  }
  if (!page.dependencies.includes(partialPath)) page.dependencies.push(partialPath);
  let source: string;
  try {
    source = readFileSync(partialPath, 'utf8');
  } catch {
    page.errors.push({
      file: from.file,
      ...at(node),
      message: `partial not found: ${displayPath(partialPath)}`,
    });
    return undefined;
  }
  const file = displayPath(partialPath);
  const substituted = substituteVariables(source, input.variables, file);
  page.errors.push(...substituted.errors);
  const parsed = parseMarkdown(substituted.text, partialPath.endsWith('.md') ? 'md' : 'mdx', file);
  if (!parsed.root) {
    if (parsed.error) page.errors.push(parsed.error);
    return undefined;
  }
  takeFrontMatter(parsed.root, file, page.errors);
  transformJsx(parsed.root, createContext(input, file, page, [...stack, partialPath]));
  return parsed.root.children ?? [];
}

/** Links written as raw `<a href>` in a .md page (Markdown links are already collected). */
function collectRawHtmlLinks(
  tree: HastRoot,
  file: string,
  links: SourceLink[],
  input: CompileInput,
): void {
  const known = new Set(
    links.map((link) => `${link.line}:${link.column}:${link.target ?? link.href}`),
  );
  visitElements(tree, (element) => {
    const href = element.properties.href;
    if (element.tagName === 'a' && typeof href === 'string') {
      const start = element.position?.start;
      const link: SourceLink = { href, file, line: start?.line ?? 1, column: start?.column ?? 1 };
      if (known.has(`${link.line}:${link.column}:${href}`)) return false;
      if (input.settings) {
        const target = localizeHref(href, input.locale ?? '', input.settings.locales);
        if (target !== href) link.target = element.properties.href = target;
      }
      links.push(link);
    }
    return false;
  });
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function usesComponent(node: MdNode, name: string): boolean {
  if (node.type === 'staticElement' && node.data?.hName === name) return true;
  return node.children?.some((child) => usesComponent(child, name)) ?? false;
}
