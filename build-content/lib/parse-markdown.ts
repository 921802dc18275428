import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeKatex from 'rehype-katex';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { processCodeBlocks } from './code-blocks.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { MdNode } from './md-node.ts';
import { sanitizeSchema } from './sanitize-schema.ts';

export type SourceKind = 'mdx' | 'md';

const parsers = {
  mdx: unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkMath),
  md: unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMath),
};

const toHastMdx = remarkRehype({});
const toHastMd = remarkRehype({ allowDangerousHtml: true });
const raw = rehypeRaw();
const sanitize = rehypeSanitize(sanitizeSchema);
const katex = rehypeKatex({});

export interface ParseResult {
  root?: MdNode;
  error?: Diagnostic;
}

/** Parses MD or MDX into mdast; a syntax error comes back as a diagnostic. */
export function parseMarkdown(source: string, kind: SourceKind, file: string): ParseResult {
  try {
    return { root: parsers[kind].parse(source) as unknown as MdNode };
  } catch (error) {
    const problem = error as {
      line?: number;
      column?: number;
      reason?: string;
      message?: string;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    // Some micromark errors carry their position only in the text: "… (3:1-3:22)".
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(problem.reason ?? problem.message ?? '');
    const place =
      problem.place?.start ??
      problem.place ??
      (inText ? { line: Number(inText[1]), column: Number(inText[2]) } : undefined);
    return {
      error: {
        file,
        line: place?.line ?? problem.line ?? 1,
        column: place?.column ?? problem.column ?? 1,
        message: `could not parse ${kind.toUpperCase()}: ${problem.reason ?? problem.message}`,
      },
    };
  }
}

/**
 * mdast → hast: raw HTML (only in .md) is parsed and sanitised, math becomes
 * KaTeX HTML, code is highlighted. Returns KaTeX problems as messages.
 */
export function markdownToHast(
  root: MdNode,
  kind: SourceKind,
  file: string,
): { tree: HastRoot; messages: Diagnostic[] } {
  markCodeMeta(root);
  const vfile = new VFile(file ? { path: file } : {});
  let tree = (kind === 'md' ? toHastMd : toHastMdx)(root as unknown as MdastRoot, vfile);
  if (kind === 'md') {
    tree = raw(tree, vfile) as HastRoot;
    tree = sanitize(tree) as HastRoot;
  }
  if (hasMath(root)) katex(tree, vfile);
  processCodeBlocks(tree);
  const messages = vfile.messages.map((message) => ({
    file,
    line: message.line ?? 1,
    column: message.column ?? 1,
    message: message.reason,
  }));
  return { tree, messages };
}

/** Keeps fence meta on the code element as a property, which survives sanitising. */
function markCodeMeta(node: MdNode): void {
  for (const child of node.children ?? []) {
    if (child.type === 'code' && child.meta) {
      child.data = { ...child.data, hProperties: { dataMeta: child.meta } };
    } else if (child.children) {
      markCodeMeta(child);
    }
  }
}

function hasMath(node: MdNode): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return true;
  return node.children?.some(hasMath) ?? false;
}
