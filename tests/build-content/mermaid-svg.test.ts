import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../build-content/lib/compile-page.ts';
import { renderDiagram } from '../../build-content/lib/mermaid-svg.ts';
import { fixtures } from './helpers.ts';

function compile(source: string) {
  const absolutePath = path.join(fixtures, 'inline', 'diagrams.mdx');
  return compilePage({ absolutePath, source, kind: 'mdx', variables: { brand: 'Acme' } });
}

const DRAWING = new Set(['svg', 'title', 'desc', 'defs', 'marker', 'polygon', 'polyline', 'g']);
for (const tag of ['rect', 'text', 'tspan', 'line', 'path', 'circle']) DRAWING.add(tag);

function visit(node: Root | Element, onElement: (el: Element) => void): void {
  if (node.type === 'element') onElement(node);
  for (const child of node.children) if (child.type === 'element') visit(child, onElement);
}

function svgOf(chart: string, prefix = 'mmd-t'): string {
  const result = renderDiagram(chart, prefix);
  if (!('svg' in result)) throw new Error(result.error);
  return result.svg;
}

describe('mermaid diagrams rendered at build time', () => {
  it('renders a flowchart to a labelled SVG coloured by theme variables', () => {
    const svg = svgOf('flowchart LR\n  Ingest[Ingestion API] --> Store[(Trace store)]');
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="mmd-t-title"/);
    expect(svg).toContain('<title id="mmd-t-title">Flowchart: Ingestion API, Trace store</title>');
    expect(svg).toContain('>Ingestion API</text>');
    expect(svg).toContain('var(--_node-fill)');
    // Colours come from the site's stylesheet: no fixed palette and no external font import.
    expect(svg).not.toMatch(/#[0-9a-f]{6}\b/i);
    expect(svg).not.toContain('<style');
    expect(svg).not.toContain('googleapis');
  });

  it('uses accTitle and accDescr as the title and description', () => {
    const svg = svgOf(
      'sequenceDiagram\n  accTitle: Export path\n  accDescr: Spans leave in batches\n  App->>SDK: span',
    );
    expect(svg).toContain('aria-labelledby="mmd-t-title mmd-t-desc"');
    expect(svg).toContain('<title id="mmd-t-title">Export path</title>');
    expect(svg).toContain('<desc id="mmd-t-desc">Spans leave in batches</desc>');
    expect(svg).not.toContain('accTitle');
  });

  it('keeps only drawing markup: labels cannot smuggle elements, handlers or links', () => {
    const svg = svgOf(
      'flowchart LR\n  A["<img src=x onerror=alert(1)>"] --> B["<script>alert(2)</script>"]\n  B --> C["<a href=\'javascript:alert(3)\'>x</a>"]',
    );
    const tags = new Set<string>();
    const attributes = new Set<string>();
    visit(fromHtml(svg, { fragment: true }), (el) => {
      tags.add(el.tagName);
      for (const name of Object.keys(el.properties)) attributes.add(name.toLowerCase());
    });
    expect([...tags].filter((t) => !DRAWING.has(t))).toEqual([]);
    expect([...attributes].filter((a) => a.startsWith('on') || a.includes('href'))).toEqual([]);
    // The label text survives as text.
    expect(svg).toContain('>&#x3C;script>alert(2)&#x3C;/script></text>');
  });

  it('prefixes ids so two diagrams on one page never share a marker', () => {
    const a = svgOf('graph TD; A-->B;', 'mmd-a');
    expect(a).toContain('id="mmd-a-arrowhead"');
    expect(a).toContain('marker-end="url(#mmd-a-arrowhead)"');
    expect(a).not.toMatch(/id="arrowhead"/);
  });

  it('renders the same bytes every time', () => {
    const chart =
      'flowchart TD\n  S[Session] --> T1[Trace 1]\n  S --> T2[Trace 2]\n  T2 -.-> Sc[Score]';
    expect(svgOf(chart)).toBe(svgOf(chart));
    const page = compile(`# D\n\n\`\`\`mermaid\n${chart}\n\`\`\`\n`);
    expect(JSON.stringify(compile(`# D\n\n\`\`\`mermaid\n${chart}\n\`\`\`\n`).tree)).toBe(
      JSON.stringify(page.tree),
    );
  });

  it('leaves diagram types it cannot draw to the browser and warns at the fence', () => {
    const page = compile('# D\n\nText.\n\n  ```mermaid\n  pie title Share\n    "a" : 1\n  ```\n');
    expect(page.tree).toContainEqual(['Mermaid', { chart: 'pie title Share\n  "a" : 1' }]);
    expect(page.errors).toEqual([]);
    expect(page.warnings).toHaveLength(1);
    const [warning] = page.warnings;
    expect([warning.line, warning.column]).toEqual([5, 3]);
    expect(warning.file).toMatch(/diagrams\.mdx$/);
    expect(warning.message).toMatch(/^mermaid diagram not rendered at build time \(.*pie.*\)/);
  });
});
