import { createElement, Fragment, type ReactNode } from 'react';
import type { TreeNode, TreeProp } from '../../build-content/bundle-format';
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

function isTreeProp(value: object): value is TreeProp {
  return !Array.isArray(value) && Array.isArray((value as Partial<TreeProp>).$tree);
}

/** A prop value with every `{$tree}` in it rendered; the same value when it holds none. */
function resolveValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isTreeProp(value)) return renderTree(value.$tree);
  let changed = false;
  const entries = Object.entries(value).map(([name, item]) => {
    const resolved = resolveValue(item);
    if (resolved !== item) changed = true;
    return [name, resolved] as const;
  });
  if (!changed) return value;
  if (Array.isArray(value)) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

/** Props with JSX values (bundle-format.ts TreeProp) rendered, once per props object. */
const resolvedProps = new WeakMap<object, Record<string, unknown>>();

function propsOf(props: Record<string, unknown>): Record<string, unknown> {
  let resolved = resolvedProps.get(props);
  if (!resolved) {
    resolved = resolveValue(props) as Record<string, unknown>;
    resolvedProps.set(props, resolved);
  }
  return resolved;
}

function renderNode(node: TreeNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const mapped = components[type];
  const elementProps = props ? { ...propsOf(props), key } : { key };
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
