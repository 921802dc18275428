import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFERRED_ASSETS_ID, deferAppStart, deferredStartScript } from './deferred-start';
import { fillTemplate } from './page-template';

const shell = `<!doctype html>
<html lang="en-US" dir="ltr">
  <head>
    <title>Tracewell</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/site-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function assetsOf(html: string) {
  const block = new RegExp(
    `<script id="${DEFERRED_ASSETS_ID}" type="application/json">(.*?)</script>`,
  );
  return JSON.parse(block.exec(html)?.[1] ?? 'null');
}

describe('deferAppStart', () => {
  it('moves the module script, its modulepreloads and the data preloads into the start list', () => {
    const html = deferAppStart(shell, ['/_content/b1/page-map.json', '/_content/b1/pages/x.json']);
    expect(html).not.toMatch(/<script type="module"|<link rel="(module)?preload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    expect(html).toContain(`<script>${deferredStartScript()}</script>`);
    expect(assetsOf(html)).toEqual({
      entry: '/assets/index-a1.js',
      modulepreload: ['/assets/react-b2.js', '/assets/site-c3.js'],
      fetch: ['/_content/b1/page-map.json', '/_content/b1/pages/x.json'],
    });
  });

  it('escapes what could close the JSON block', () => {
    const html = deferAppStart(shell, ['/_content/</script><b>.json']);
    expect(html).not.toContain('</script><b>');
    expect(assetsOf(html).fetch).toEqual(['/_content/</script><b>.json']);
  });

  it('leaves a shell without a module script as it is', () => {
    const bare = shell.replace(/<script type="module"[^\n]*\n/, '');
    expect(deferAppStart(bare, ['/x.json'])).toBe(bare);
  });

  it('prerendered pages carry the start list instead of preload tags', () => {
    const html = fillTemplate(shell, {
      route: '/docs',
      status: 200,
      lang: 'en-US',
      dir: 'ltr',
      head: '<title>Docs</title>',
      body: '<main></main>',
      preload: ['/_content/b1/page-map.json'],
    });
    expect(html).not.toContain('rel="preload"');
    expect(assetsOf(html).fetch).toEqual(['/_content/b1/page-map.json']);
  });
});

describe('deferredStartScript', () => {
  /** Runs the script against a minimal document; returns the tags it added and the pending callbacks. */
  function run() {
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const document = {
      getElementById: (id: string) =>
        id === DEFERRED_ASSETS_ID
          ? {
              textContent: JSON.stringify({
                entry: '/e.js',
                modulepreload: ['/m.js'],
                fetch: ['/f.json'],
              }),
            }
          : null,
      createElement: (name: string) => ({ name }),
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
    };
    runInNewContext(deferredStartScript(), {
      document,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    });
    return { added, frames, timers };
  }

  it('adds nothing before the first frame, then the preloads and the entry after it', () => {
    const { added, frames, timers } = run();
    expect(added).toEqual([]);
    frames[0]();
    const afterFrame = timers.find((timer) => timer.ms === 0);
    afterFrame?.fn();
    expect(added).toEqual([
      { name: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/f.json' },
      { name: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/m.js' },
      { name: 'script', type: 'module', crossOrigin: 'anonymous', src: '/e.js' },
    ]);
    // The background-tab fallback does not add them twice.
    timers.find((timer) => timer.ms === 500)?.fn();
    expect(added).toHaveLength(3);
  });

  it('starts after half a second when no frame is drawn (a background tab)', () => {
    const { added, timers } = run();
    timers.find((timer) => timer.ms === 500)?.fn();
    expect(added.map((element) => element.name)).toEqual(['link', 'link', 'script']);
  });
});
