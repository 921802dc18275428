import type { Node as EstreeNode, Expression, Program } from 'estree';
import type { MdAttribute, MdNode } from './md-node.ts';

/**
 * JSX written inside an expression (`{<h3>Step</h3>}`, `icon={<Icon />}`)
 * arrives as estree. These turn it into the same mdast JSX nodes MDX gives
 * for JSX written directly, so one code path resolves both.
 */

interface Located {
  loc?: { start: { line: number; column: number }; end?: { line: number; column: number } } | null;
}

type JsxName =
  | { type: 'JSXIdentifier'; name: string }
  | { type: 'JSXMemberExpression'; object: JsxName; property: { name: string } }
  | { type: 'JSXNamespacedName'; namespace: { name: string }; name: { name: string } };

interface JsxAttribute extends Located {
  type: 'JSXAttribute' | 'JSXSpreadAttribute';
  name?: JsxName;
  value?: (Located & { type: string; value?: unknown; expression?: EstreeNode }) | null;
}

interface JsxElement extends Located {
  type: 'JSXElement' | 'JSXFragment';
  openingElement?: { name: JsxName; attributes: JsxAttribute[] };
  children: JsxChild[];
}

type JsxChild = Located & {
  type: 'JSXText' | 'JSXExpressionContainer' | 'JSXElement' | 'JSXFragment' | 'JSXSpreadChild';
  value?: string;
  expression?: EstreeNode;
};

export function isJsx(node: EstreeNode | undefined | null): boolean {
  const type = node?.type as string | undefined;
  return type === 'JSXElement' || type === 'JSXFragment';
}

/** mdast position of an estree node (estree columns count from 0). */
export function positionOf(node: Located): MdNode['position'] {
  const loc = node.loc;
  if (!loc) return undefined;
  return {
    start: { line: loc.start.line, column: loc.start.column + 1 },
    end: loc.end ? { line: loc.end.line, column: loc.end.column + 1 } : undefined,
  };
}

/** A JSX element or fragment as mdast JSX nodes (a fragment is its children). */
export function jsxToMdNodes(node: EstreeNode): MdNode[] {
  const jsx = node as unknown as JsxElement;
  const children = jsxChildren(jsx.children);
  if (jsx.type === 'JSXFragment' || !jsx.openingElement) return children;
  return [
    {
      type: 'mdxJsxTextElement',
      name: jsxName(jsx.openingElement.name),
      attributes: jsx.openingElement.attributes.map(jsxAttribute),
      children,
      position: positionOf(jsx),
    },
  ];
}

function jsxName(name: JsxName): string {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  return `${jsxName(name.object)}.${name.property.name}`;
}

function jsxAttribute(attribute: JsxAttribute): MdAttribute {
  const position = positionOf(attribute);
  if (attribute.type === 'JSXSpreadAttribute' || !attribute.name) {
    return { type: 'mdxJsxExpressionAttribute', position };
  }
  const name = jsxName(attribute.name);
  const value = attribute.value;
  if (value === null || value === undefined) return { type: 'mdxJsxAttribute', name, position };
  if (value.type === 'Literal' && typeof value.value === 'string') {
    return { type: 'mdxJsxAttribute', name, value: value.value, position };
  }
  const expression = (
    value.type === 'JSXExpressionContainer' ? value.expression : value
  ) as EstreeNode;
  return { type: 'mdxJsxAttribute', name, value: expressionValue(expression), position };
}

/** An attribute value expression in the shape remark-mdx gives (a one-statement program). */
function expressionValue(expression: EstreeNode): MdAttribute['value'] {
  if ((expression.type as string) === 'JSXEmptyExpression') return null;
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: '',
    data: { estree: program(expression) },
  };
}

function program(expression: EstreeNode): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: expression as Expression }],
  };
}

function jsxChildren(children: JsxChild[]): MdNode[] {
  const result: MdNode[] = [];
  for (const child of children) {
    if (child.type === 'JSXText') {
      const text = jsxText(child.value ?? '');
      if (text) result.push({ type: 'text', value: text, position: positionOf(child) });
    } else if (child.type === 'JSXElement' || child.type === 'JSXFragment') {
      result.push(...jsxToMdNodes(child as unknown as EstreeNode));
    } else if (child.expression && (child.expression.type as string) !== 'JSXEmptyExpression') {
      result.push({
        type: 'mdxTextExpression',
        value: '…',
        position: positionOf(child),
        data: { estree: program(child.expression) },
      });
    } else if (child.type === 'JSXSpreadChild') {
      result.push({ type: 'mdxTextExpression', value: '…', position: positionOf(child) });
    }
  }
  return result;
}

/**
 * JSX text as React sees it: lines are trimmed, lines holding only
 * whitespace go, and the rest are joined with one space.
 */
function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  if (lines.length === 1) return raw;
  const kept: string[] = [];
  lines.forEach((line, index) => {
    let text = line.replace(/\t/g, ' ');
    if (index > 0) text = text.replace(/^ +/, '');
    if (index < lines.length - 1) text = text.replace(/ +$/, '');
    if (text) kept.push(text);
  });
  return kept.join(' ');
}
