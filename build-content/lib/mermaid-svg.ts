import { createHash } from 'node:crypto';
import { renderMermaidSVG } from 'beautiful-mermaid';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { at, type Diagnostic } from './diagnostics.ts';
import { type MdNode, staticElement } from './md-node.ts';

/**
 * ```mermaid fences become SVG at build time (beautiful-mermaid, no DOM), so
 * pages with diagrams ship no mermaid JS. Colours are CSS variables the site's
 * stylesheet sets for light and dark (src/mdx/mermaid/mermaid.css). A diagram
 * type the renderer does not know keeps the chart for the browser's lazy
 * renderer and the build warns at the fence's position.
 */

/** The renderer's output references these variables; the site maps them to theme colours. */
const COLOURS = {
  bg: 'var(--mermaid-bg)',
  fg: 'var(--mermaid-fg)',
  muted: 'var(--mermaid-muted)',
  transparent: true,
} as const;

const KIND_NAMES: [RegExp, string][] = [
  [/^(flowchart|graph)\b/, 'Flowchart'],
  [/^sequenceDiagram\b/, 'Sequence diagram'],
  [/^stateDiagram/, 'State diagram'],
  [/^classDiagram\b/, 'Class diagram'],
  [/^erDiagram\b/, 'Entity relationship diagram'],
  [/^xychart/, 'Chart'],
];

// Everything the renderer draws with; anything else (script, style, foreignObject,
// a, image, use, animation) is dropped with its subtree.
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'marker',
  'polygon',
  'polyline',
  'line',
  'path',
  'rect',
  'circle',
  'ellipse',
  'text',
  'tspan',
  'title',
  'desc',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'stop',
]);

export interface DiagramContext {
  file: string;
  warnings: Diagnostic[];
}

/** The static element for one mermaid fence: rendered SVG, or the chart for the browser. */
export function mermaidElement(node: MdNode, context: DiagramContext): MdNode {
  const chart = node.value ?? '';
  const position = at(node);
  const idPrefix = `mmd-${createHash('sha256')
    .update(`${context.file}:${position.line}:${position.column}:${chart}`)
    .digest('hex')
    .slice(0, 10)}`;
  const rendered = renderDiagram(chart, idPrefix);
  if ('error' in rendered) {
    context.warnings.push({
      file: context.file,
      ...position,
      message: `mermaid diagram not rendered at build time (${rendered.error}); it renders in the browser`,
    });
    return staticElement('Mermaid', { chart }, [], true, node.position);
  }
  return staticElement('Mermaid', { chart, svg: rendered.svg }, [], true, node.position);
}

/** Renders, sanitises and labels one chart; deterministic for the same input. */
export function renderDiagram(
  chart: string,
  idPrefix: string,
): { svg: string } | { error: string } {
  const { body, title, description } = readAccessibility(chart);
  let raw: string;
  try {
    raw = renderMermaidSVG(normaliseFlowchart(body), COLOURS);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const root = fromHtml(raw, { fragment: true });
  const svg = root.children.find((n): n is Element => n.type === 'element' && n.tagName === 'svg');
  if (!svg) return { error: 'the renderer returned no <svg>' };
  const labels = collectLabels(svg);
  sanitise(svg, idPrefix);
  const heading = title ?? describeKind(body, labels);
  const titleId = `${idPrefix}-title`;
  const accessible: ElementContent[] = [element('title', { id: titleId }, heading)];
  if (description) accessible.push(element('desc', { id: `${idPrefix}-desc` }, description));
  svg.children = [...accessible, ...svg.children];
  svg.properties = {
    ...svg.properties,
    role: 'img',
    ariaLabelledBy: description ? [titleId, `${idPrefix}-desc`] : [titleId],
    className: ['mermaid-svg'],
  };
  const out: Root = { type: 'root', children: [svg] };
  return { svg: toHtml(out, { space: 'svg' }) };
}

/** `accTitle:` / `accDescr:` lines (mermaid's accessibility syntax) become <title>/<desc>. */
function readAccessibility(chart: string): { body: string; title?: string; description?: string } {
  let title: string | undefined;
  let description: string | undefined;
  const lines = chart.split('\n').filter((line) => {
    const match = /^\s*(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (!match) return true;
    if (match[1] === 'accTitle') title = match[2].trim();
    else description = match[2].trim();
    return false;
  });
  return { body: lines.join('\n'), title, description };
}

/**
 * Mermaid flowcharts accept `;` between statements (`graph TD; A-->B`) and
 * arrows glued to ids; the renderer wants one statement per line and spaces
 * around arrows. Text inside labels and quotes is left as it is.
 */
function normaliseFlowchart(body: string): string {
  if (!/^\s*(flowchart|graph)\b/.test(body)) return body;
  const closers: Record<string, string> = { '[': ']', '(': ')', '{': '}', '"': '"', '|': '|' };
  const open: string[] = [];
  let out = '';
  let plain = '';
  const flush = () => {
    out += plain
      .replace(/;/g, '\n')
      .replace(/([\w\])}])(<?(?:--|==|-\.))/g, '$1 $2')
      .replace(/(>|---|===)(\w)/g, '$1 $2');
    plain = '';
  };
  for (const char of body) {
    const expected = open[open.length - 1];
    if (expected !== undefined) {
      out += char;
      if (char === expected) open.pop();
      else if (expected !== '"' && closers[char] !== undefined) open.push(closers[char]);
    } else if (closers[char] !== undefined) {
      flush();
      open.push(closers[char]);
      out += char;
    } else plain += char;
  }
  flush();
  return out;
}

function describeKind(body: string, labels: string[]): string {
  const header = body.trim().split('\n')[0]?.trim() ?? '';
  const kind = KIND_NAMES.find(([pattern]) => pattern.test(header))?.[1] ?? 'Diagram';
  if (labels.length === 0) return kind;
  const shown = labels.slice(0, 8).join(', ');
  return `${kind}: ${shown}${labels.length > 8 ? ', …' : ''}`;
}

/** Node and participant labels, in drawing order, each once. */
function collectLabels(node: Element): string[] {
  const labels: string[] = [];
  const visit = (el: Element) => {
    const label = el.properties.dataLabel;
    const className = el.properties.className;
    const isShape =
      Array.isArray(className) && (className.includes('node') || className.includes('actor'));
    const text = typeof label === 'string' ? label.replace(/\s+/g, ' ').trim() : '';
    if (isShape && text && !labels.includes(text)) labels.push(text);
    for (const child of el.children) if (child.type === 'element') visit(child);
  };
  visit(node);
  return labels;
}

/** Keeps drawing elements and plain attributes; prefixes ids so diagrams on one page never clash. */
function sanitise(el: Element, idPrefix: string): void {
  const properties: Element['properties'] = {};
  for (const [name, value] of Object.entries(el.properties)) {
    if (/^on/i.test(name) || name === 'style' || /href$/i.test(name) || name.startsWith('data')) {
      continue;
    }
    if (name === 'id') {
      properties.id = `${idPrefix}-${String(value)}`;
      continue;
    }
    if (typeof value === 'string') {
      if (/javascript:|url\(\s*(?!#)/i.test(value)) continue;
      properties[name] = value
        .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
        // Layout coordinates carry float noise (36.900000000000006): two decimals are plenty.
        .replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));
    } else properties[name] = value;
  }
  el.properties = properties;
  el.children = el.children.filter((child) => {
    if (child.type === 'comment') return false;
    if (child.type !== 'element') return true;
    if (!ALLOWED_ELEMENTS.has(child.tagName)) return false;
    sanitise(child, idPrefix);
    return true;
  });
  // Whitespace between drawing elements only adds bytes.
  if (el.tagName !== 'text' && el.tagName !== 'tspan') {
    el.children = el.children.filter((c) => c.type !== 'text' || c.value.trim() !== '');
  }
}

function element(tagName: string, properties: Element['properties'], text: string): Element {
  return { type: 'element', tagName, properties, children: [{ type: 'text', value: text }] };
}
