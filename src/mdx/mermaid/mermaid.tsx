import { useEffect, useId, useState } from 'react';
import type { MermaidProps } from '../../../build-content/bundle-format';
import { useDarkMode } from './use-dark-mode';
import './mermaid.css';

type MermaidApi = typeof import('mermaid')['default'];

let mermaidPromise: Promise<MermaidApi> | undefined;

/** The mermaid package is large: it is fetched the first time a diagram mounts, never on pages without one. */
function loadMermaid(): Promise<MermaidApi> {
  mermaidPromise ??= import('mermaid').then((module) => module.default);
  return mermaidPromise;
}

const LIGHT_VARIABLES = { edgeLabelBackground: '#ffffff', textColor: '#111827' };
const DARK_VARIABLES = {
  darkMode: true,
  background: '#111111',
  edgeLabelBackground: '#1f1f1f',
  textColor: '#f3f4f6',
  lineColor: '#a3a3a3',
};

// mermaid keeps global configuration, so renders must not interleave across diagrams.
let renderQueue: Promise<unknown> = Promise.resolve();

async function renderChart(id: string, chart: string, dark: boolean): Promise<string> {
  const mermaid = await loadMermaid();
  const job = renderQueue.then(async () => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: dark ? 'dark' : 'default',
      fontFamily: 'inherit',
      // Label colours with enough contrast on the site's own backgrounds.
      themeVariables: dark ? DARK_VARIABLES : LIGHT_VARIABLES,
    });
    const { svg } = await mermaid.render(id, chart);
    return svg;
  });
  renderQueue = job.catch(() => undefined);
  return job;
}

/**
 * A ```mermaid fence. Most arrive as SVG rendered at build time (themed by CSS
 * variables, sanitised, labelled); only diagram types the build cannot draw
 * load mermaid in the browser.
 */
export function Mermaid({ chart, svg }: MermaidProps) {
  if (svg) {
    return (
      <div
        className="mermaid-diagram"
        // Sanitised at build time: drawing elements only, no scripts, handlers or links.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time diagram markup
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  }
  return <ClientMermaid chart={chart} />;
}

/** A diagram rendered in the browser. Until it is ready, and if it fails, readers see its source. */
function ClientMermaid({ chart }: { chart: string }) {
  const dark = useDarkMode();
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    renderChart(`mermaid-${baseId}-${dark ? 'd' : 'l'}`, chart, dark).then(
      (result) => {
        if (!cancelled) setSvg(result);
      },
      (error: unknown) => {
        console.error('Mermaid diagram failed to render', error);
        if (!cancelled) setSvg(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [chart, dark, baseId]);

  if (svg === null) return <MermaidSource chart={chart} />;
  return (
    <div
      className="mermaid-diagram"
      role="img"
      aria-label="Diagram"
      // The SVG comes from mermaid with securityLevel "strict" (sanitised labels, no scripts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered diagram markup
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** The diagram's source shown as code until (or instead of) the rendered chart. */
export function MermaidSource({ chart }: { chart: string }) {
  return (
    <div className="code-block mermaid-source" data-mermaid-source="">
      <div className="code-block-body">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll; keyboard users must reach them */}
        <pre tabIndex={0} className="code-block-pre">
          <code className="language-mermaid">{chart}</code>
        </pre>
      </div>
    </div>
  );
}
