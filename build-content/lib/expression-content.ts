import type { Program } from 'estree';
import type { TreeNode } from '../bundle-format.ts';
import { compactTree } from './compact-tree.ts';
import type { Diagnostic } from './diagnostics.ts';
import { jsxToMdNodes } from './jsx-estree.ts';
import type { MdNode } from './md-node.ts';
import { markdownToHast } from './parse-markdown.ts';
import {
  evaluateStatic,
  type JsonValue,
  NotStaticError,
  programExpression,
} from './static-eval.ts';

/** JSX met while evaluating a child expression: its mdast nodes, resolved by the caller. */
class JsxNodes {
  constructor(readonly nodes: MdNode[]) {}
}

const asJsxNodes = (jsx: Parameters<typeof jsxToMdNodes>[0]) =>
  new JsxNodes(jsxToMdNodes(jsx)) as unknown as JsonValue;

/**
 * The content of a `{…}` expression among children when it is static:
 * JSX (`{<h3>Step</h3>}`), strings, numbers and constant arithmetic, arrays
 * of those; `null` and booleans render nothing. Returns undefined (after
 * `report`) when it needs code to run.
 */
export function expressionContent(
  node: MdNode,
  report: (message: string, fatal: boolean) => void,
): MdNode[] | undefined {
  const program = node.data?.estree as Program | undefined;
  if (!program || program.body.length === 0) return [];
  try {
    const expression = programExpression(program);
    if (!expression) return [];
    return contentNodes(evaluateStatic(expression, asJsxNodes), node.position);
  } catch (error) {
    if (!(error instanceof NotStaticError)) throw error;
    const message = error.fatal
      ? `expression {${node.value ?? ''}}: ${error.message}`
      : `expression {${node.value ?? ''}} needs code to run and was dropped`;
    report(message, error.fatal);
    return undefined;
  }
}

function contentNodes(value: JsonValue, position: MdNode['position']): MdNode[] {
  if (value instanceof JsxNodes) return value.nodes;
  if (value === null || typeof value === 'boolean') return [];
  if (typeof value === 'string' || typeof value === 'number') {
    return [{ type: 'text', value: String(value), position }];
  }
  if (Array.isArray(value)) return value.flatMap((item) => contentNodes(item, position));
  throw new NotStaticError('objects are not valid as content');
}

/**
 * A JSX attribute value (`icon={<Icon />}`), already resolved to mdast, as a
 * prop the renderer understands: `{"$tree": TreeNode[]}` (bundle-format.ts).
 */
export function treeProp(
  nodes: MdNode[],
  file: string,
): { value: { $tree: TreeNode[] }; messages: Diagnostic[] } {
  const root: MdNode = { type: 'root', children: nodes };
  const { tree, messages } = markdownToHast(root, 'mdx', file);
  return { value: { $tree: compactTree(tree) }, messages };
}

/** Evaluates an attribute whose value may hold JSX, each JSX value turned into mdast by `resolve`. */
export function evaluateWithJsx(
  expression: Parameters<typeof evaluateStatic>[0],
  resolve: (nodes: MdNode[]) => JsonValue,
): JsonValue {
  return evaluateStatic(expression, (jsx) => resolve(jsxToMdNodes(jsx)));
}
