import { createElement, Fragment, type ReactNode } from 'react';
import type { TreeNode } from '../../build-content/bundle-format';
import { components } from './components';

/** HTML elements that never have children; React throws if they are given any. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const warned = new Set<string>();

function warnUnknown(type: string) {
  if (!import.meta.env?.DEV || warned.has(type)) return;
  warned.add(type);
  console.warn(`Unknown MDX component <${type}>: rendering its children only.`);
}

/** Component names start with an upper-case letter (or contain a dot); tags are lower case. */
function isComponentName(type: string): boolean {
  const first = type.charCodeAt(0);
  return (first >= 65 && first <= 90) || type.includes('.');
}

function renderNode(node: TreeNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const mapped = components[type];
  const elementProps = props ? { ...props, key } : { key };
  if (VOID_ELEMENTS.has(type)) return createElement(mapped ?? type, elementProps);
  const renderedChildren = children.length > 0 ? renderTree(children) : undefined;
  if (mapped) return createElement(mapped, elementProps, renderedChildren);
  if (isComponentName(type)) {
    warnUnknown(type);
    return createElement(Fragment, { key }, renderedChildren);
  }
  return createElement(type, elementProps, renderedChildren);
}

/** Compact hast → React nodes, keyed by position (the tree never reorders). */
export function renderTree(nodes: readonly TreeNode[]): ReactNode[] {
  return nodes.map(renderNode);
}
