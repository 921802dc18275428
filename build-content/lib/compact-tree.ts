import type { Element, ElementContent, Root, RootContent } from 'hast';
import { find, hastToReact, html } from 'property-information';
import styleToJs from 'style-to-js';
import type { TreeElement, TreeNode } from '../bundle-format.ts';

/** Containers whose whitespace-only text children are layout noise (and invalid in tables). */
const BLOCK_CONTAINERS = new Set([
  'blockquote',
  'details',
  'div',
  'dl',
  'figure',
  'li',
  'ol',
  'section',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);

/**
 * Turns hast into the bundle's compact tree: text is a string, an element is
 * [type, props, ...children] with React prop names. Positions and data go.
 */
export function compactTree(root: Root): TreeNode[] {
  return compactChildren(root.children, true);
}

function compactChildren(
  children: (RootContent | ElementContent)[],
  dropBreaks: boolean,
): TreeNode[] {
  const result: TreeNode[] = [];
  for (const child of children) {
    if (child.type === 'text') {
      if (dropBreaks && child.value.includes('\n') && !child.value.trim()) continue;
      const previous = result[result.length - 1];
      if (typeof previous === 'string') result[result.length - 1] = previous + child.value;
      else result.push(child.value);
    } else if (child.type === 'element') {
      result.push(compactElement(child));
    }
  }
  return result;
}

export function isComponentName(tagName: string): boolean {
  return /^[A-Z]/.test(tagName);
}

function compactElement(element: Element): TreeElement {
  const component = isComponentName(element.tagName);
  const props = component ? componentProps(element) : reactProps(element);
  const dropBreaks = component || BLOCK_CONTAINERS.has(element.tagName);
  return [element.tagName, props, ...compactChildren(element.children, dropBreaks)];
}

function componentProps(element: Element): Record<string, unknown> | null {
  const keys = Object.keys(element.properties);
  return keys.length > 0 ? sortKeys(element.properties) : null;
}

function reactProps(element: Element): Record<string, unknown> | null {
  const props: Record<string, unknown> = {};
  for (const key of Object.keys(element.properties).sort()) {
    const value = element.properties[key];
    if (value === undefined || value === null || value === false) continue;
    const info = find(html, key);
    const name =
      info.attribute.startsWith('data-') || info.attribute.startsWith('aria-')
        ? info.attribute
        : (hastToReact[info.property] ?? info.property);
    if (name === 'style') {
      props.style = typeof value === 'string' ? styleToJs(value, { reactCompat: true }) : value;
    } else if (Array.isArray(value)) {
      props[name] = value.join(info.commaSeparated ? ', ' : ' ');
    } else {
      props[name] = value;
    }
  }
  return Object.keys(props).length > 0 ? props : null;
}

function sortKeys(record: Record<string, unknown>): Record<string, unknown> {
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) sorted[key] = record[key];
  return sorted;
}
