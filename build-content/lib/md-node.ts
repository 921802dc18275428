import type { Program } from 'estree';

/**
 * A loosely typed mdast node. The compiler rewrites trees in ways the strict
 * mdast types cannot express (JSX becomes "staticElement"), so it works on this.
 */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  name?: string | null;
  url?: string;
  /** Alternative text of an image. */
  alt?: string | null;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  attributes?: MdAttribute[];
  position?: { start: { line: number; column: number }; end?: { line: number; column: number } };
  data?: {
    estree?: Program | null;
    hName?: string;
    hProperties?: Record<string, unknown>;
    hChildren?: unknown[];
    /** Set on staticElement nodes that must not sit inside a paragraph. */
    block?: boolean;
    [key: string]: unknown;
  };
}

export interface MdAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: Program | null } };
  position?: MdNode['position'];
  data?: { estree?: Program | null };
}

/** A JSX element resolved at build time, turned into a hast element by mdast-util-to-hast. */
export function staticElement(
  hName: string,
  hProperties: Record<string, unknown>,
  children: MdNode[],
  block: boolean,
  position?: MdNode['position'],
): MdNode {
  return { type: 'staticElement', data: { hName, hProperties, block }, children, position };
}
