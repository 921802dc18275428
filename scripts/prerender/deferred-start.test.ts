import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { EarlyInput } from '../../src/app/early-input';
import { LATE_FONTS_ID } from '../vite-late-fonts';
import {
  DEFERRED_ASSETS_ID,
  deferAppStart,
  deferredStartScript,
  LATE_FONTS_SEEN_KEY,
} from './deferred-start';
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
    // After the stylesheet: the script, and the body's parse after it, wait for the styles.
    expect(html.indexOf(deferredStartScript())).toBeGreaterThan(html.indexOf('index-d4.css'));
    expect(html.indexOf(deferredStartScript())).toBeLessThan(html.indexOf('</head>'));
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

  it('puts the start where the module script was in a shell without a stylesheet', () => {
    const unstyled = shell.replace(/<link rel="stylesheet"[^\n]*\n/, '');
    const html = deferAppStart(unstyled, ['/x.json']);
    expect(html).toMatch(/<title>Tracewell<\/title>\s*<script id="deferred-assets"/);
    expect(html).not.toContain('<script type="module"');
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

/** A face the script made through the fake FontFace. */
interface FakeFace {
  family: string;
  src: string;
  descriptors: Record<string, string>;
  loading: boolean;
}

/** A browser's font loading API, with the late faces' rules as the CSSOM gives them. */
interface FakeFontFaces {
  FontFace: unknown;
  sheet: { cssRules: { style: { getPropertyValue: (name: string) => string } }[] };
  code: object | null;
  families: Map<object, string>;
  made: FakeFace[];
  added: FakeFace[];
  /** Settles every load started so far. */
  settle: (ok: boolean) => Promise<void>;
}

const BODY = {};

function fakeFontFaces({ withCode }: { withCode: boolean }): FakeFontFaces {
  const rules = [
    {
      'font-family': '"Inter"',
      'font-weight': '600 800',
      'font-style': 'normal',
      'font-display': 'swap',
      src: 'url("/i6.woff2") format("woff2")',
      'unicode-range': 'U+0-FF',
    },
    {
      'font-family': '"JetBrains Mono"',
      'font-weight': '400',
      src: 'url("/m4.woff2") format("woff2")',
    },
  ];
  const made: FakeFace[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  class FontFace implements FakeFace {
    loading = false;
    constructor(
      public family: string,
      public src: string,
      public descriptors: Record<string, string>,
    ) {
      made.push(this);
    }
    load() {
      this.loading = true;
      return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
    }
  }
  const code = withCode ? {} : null;
  const families = new Map<object, string>([[BODY, '"Inter", "Inter Fallback", sans-serif']]);
  if (code) families.set(code, '"JetBrains Mono", monospace');
  return {
    FontFace,
    sheet: {
      cssRules: rules.map((rule) => ({
        style: { getPropertyValue: (name: string) => (rule as Record<string, string>)[name] ?? '' },
      })),
    },
    code,
    families,
    made,
    added: [],
    settle: async (ok) => {
      for (const load of pending.splice(0)) {
        if (ok) load.resolve();
        else load.reject(new Error('offline'));
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('deferredStartScript', () => {
  interface Run {
    added: Record<string, string>[];
    /** Reports paint entries to the observer the script made. */
    paint: (...names: string[]) => void;
    frames: (() => void)[];
    timers: { fn: () => void; ms: number }[];
    disconnected: () => boolean;
    /** An event on the page, as the capturing listener sees it. */
    fire: (type: string, target: unknown) => void;
    /** What the script noted for the app (window.__earlyInput). */
    early: () => EarlyInput | undefined;
    /** Sets `<html data-app>`. */
    setApp: (value: string) => void;
    /** The <style> of late font faces (scripts/vite-late-fonts.ts). */
    lateFonts: { media: string };
    /** Makes the late faces' <style> parsed (when `lateFontsParsed` was false). */
    parseLateFonts: () => void;
    storage: Map<string, string>;
  }

  /** Runs the script against a minimal browser; returns the tags it added and what it waits for. */
  function run({
    hidden = false,
    paintTiming = true,
    fontsSeen = false,
    lateFontsParsed = true,
    fontFaces,
  }: {
    hidden?: boolean;
    paintTiming?: boolean;
    fontsSeen?: boolean;
    lateFontsParsed?: boolean;
    fontFaces?: FakeFontFaces;
  } = {}): Run {
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    let observer: ((list: unknown, self: unknown) => void) | null = null;
    let disconnected = false;
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(callback: (list: unknown, self: unknown) => void) {
        observer = (list) => callback(list, this);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        disconnected = true;
      }
    }
    const documentElement = { dataset: {} as Record<string, string> };
    let appChanged = () => {};
    class MutationObserver {
      constructor(callback: (list: unknown, self: unknown) => void) {
        appChanged = () => callback([], this);
      }
      observe(target: unknown, options: unknown) {
        expect(target).toBe(documentElement);
        expect(options).toEqual({ attributes: true, attributeFilter: ['data-app'] });
      }
      disconnect() {
        appChanged = () => {};
      }
    }
    const storage = new Map<string, string>(fontsSeen ? [[LATE_FONTS_SEEN_KEY, '1']] : []);
    const localStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    };
    const lateFonts = { media: 'not all', sheet: fontFaces?.sheet };
    let parsed = lateFontsParsed;
    const listeners: Record<string, (event: { type: string; target: unknown }) => void> = {};
    const document = {
      documentElement,
      addEventListener: (
        type: string,
        listener: (event: { type: string; target: unknown }) => void,
        capture?: boolean,
      ) => {
        if (type !== 'DOMContentLoaded') expect(capture).toBe(true);
        listeners[type] = listener;
      },
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: (id: string) =>
        id === DEFERRED_ASSETS_ID
          ? {
              textContent: JSON.stringify({
                entry: '/e.js',
                modulepreload: ['/m.js'],
                fetch: ['/f.json'],
              }),
            }
          : id === LATE_FONTS_ID && parsed
            ? lateFonts
            : null,
      createElement: (name: string) => ({ name }),
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
      body: BODY,
      querySelector: (selector: string) => (selector === 'code,pre' ? fontFaces?.code : null),
      fonts: fontFaces && { add: (face: FakeFace) => fontFaces.added.push(face) },
    };
    const window: { PerformanceObserver: unknown; FontFace?: unknown; __earlyInput?: EarlyInput } =
      { PerformanceObserver, FontFace: fontFaces?.FontFace };
    runInNewContext(deferredStartScript(), {
      window,
      getComputedStyle: (element: object) => ({
        fontFamily: fontFaces?.families.get(element) ?? '',
      }),
      document,
      localStorage,
      MutationObserver,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    });
    return {
      added,
      frames,
      timers,
      disconnected: () => disconnected,
      fire: (type, target) => listeners[type]?.({ type, target }),
      early: () => window.__earlyInput,
      setApp: (value) => {
        documentElement.dataset.app = value;
        appChanged();
      },
      lateFonts,
      parseLateFonts: () => {
        parsed = true;
      },
      storage,
      paint: (...names) =>
        observer?.(
          { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
          null,
        ),
    };
  }

  const soon = (timers: Run['timers']) => timers.filter((timer) => timer.ms === 0);
  /** Runs the queued 0 ms timers, and those they queue, once each. */
  const runSoon = (timers: Run['timers']) => {
    const ran = new Set<Run['timers'][number]>();
    for (let index = 0; index < timers.length; index += 1) {
      const timer = timers[index];
      if (timer.ms !== 0 || ran.has(timer)) continue;
      ran.add(timer);
      timer.fn();
    }
  };
  /** Marks the app live and runs the task the script queues for it. */
  const goLive = ({ setApp, timers }: Run) => {
    const queued = timers.length;
    setApp('live');
    for (const timer of soon(timers.slice(queued))) timer.fn();
  };
  const DATA = {
    name: 'link',
    rel: 'preload',
    as: 'fetch',
    crossOrigin: 'anonymous',
    href: '/f.json',
  };
  const CODE = [
    { name: 'script', type: 'module', crossOrigin: 'anonymous', src: '/e.js' },
    { name: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/m.js' },
  ];

  it('requests the data at once, the code after the first contentful paint', () => {
    const { added, paint, timers, disconnected } = run();
    expect(added).toEqual([DATA]);
    expect(soon(timers)).toEqual([]);
    paint('first-paint');
    expect(soon(timers)).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(disconnected()).toBe(true);
    soon(timers)[0].fn();
    // The entry first; each module it imports is preloaded in a task of its own.
    expect(added).toEqual([DATA, CODE[0]]);
    runSoon(timers);
    expect(added).toEqual([DATA, ...CODE]);
    // The safety timer does not add them twice.
    timers.find((timer) => timer.ms === 2000)?.fn();
    expect(added).toHaveLength(3);
  });

  it('enables the late font faces once the app is live, and remembers it', () => {
    const first = run();
    first.setApp('hydrating');
    expect(first.lateFonts.media).toBe('not all');
    first.setApp('live');
    // Not in the task that marked the app live (it runs the page's first effects), but in the next.
    expect(first.lateFonts.media).toBe('not all');
    for (const timer of soon(first.timers)) timer.fn();
    expect(first.lateFonts.media).toBe('all');
    expect(first.storage.get(LATE_FONTS_SEEN_KEY)).toBe('1');
  });

  it('on a first visit loads the faces the page draws with, then adds them all at once', async () => {
    const fontFaces = fakeFontFaces({ withCode: false });
    const first = run({ fontFaces });
    goLive(first);
    expect(fontFaces.made.map((face) => [face.family, face.src, face.descriptors])).toEqual([
      [
        'Inter',
        'url("/i6.woff2") format("woff2")',
        { weight: '600 800', style: 'normal', display: 'swap', unicodeRange: 'U+0-FF' },
      ],
      ['JetBrains Mono', 'url("/m4.woff2") format("woff2")', { weight: '400' }],
    ]);
    // A page without code does not download the code face.
    expect(fontFaces.made.map((face) => face.loading)).toEqual([true, false]);
    expect(fontFaces.added).toEqual([]);
    await fontFaces.settle(true);
    expect(fontFaces.added).toEqual(fontFaces.made);
    expect(first.lateFonts.media).toBe('not all');
    expect(first.storage.get(LATE_FONTS_SEEN_KEY)).toBe('1');
  });

  it('adds the faces when a load fails, but does not remember them as had', async () => {
    const fontFaces = fakeFontFaces({ withCode: true });
    const first = run({ fontFaces });
    goLive(first);
    expect(fontFaces.made.map((face) => face.loading)).toEqual([true, true]);
    await fontFaces.settle(false);
    expect(fontFaces.added).toEqual(fontFaces.made);
    expect(first.storage.has(LATE_FONTS_SEEN_KEY)).toBe(false);
  });

  it('enables them at once for a reader who has had them, once their <style> is parsed', () => {
    expect(run({ fontsSeen: true }).lateFonts.media).toBe('all');

    const early = run({ fontsSeen: true, lateFontsParsed: false });
    expect(early.lateFonts.media).toBe('not all');
    early.parseLateFonts();
    early.fire('DOMContentLoaded', null);
    expect(early.lateFonts.media).toBe('all');
  });

  it('starts after two seconds when no paint is reported', () => {
    const { added, timers } = run();
    timers.find((timer) => timer.ms === 2000)?.fn();
    runSoon(timers);
    expect(added.map((element) => element.name)).toEqual(['link', 'script', 'link']);
  });

  it('starts at once in a hidden tab, and after the first frame without paint timing', () => {
    const hidden = run({ hidden: true });
    runSoon(hidden.timers);
    expect(hidden.added).toHaveLength(3);

    const old = run({ paintTiming: false });
    expect(soon(old.timers)).toEqual([]);
    old.frames[0]();
    runSoon(old.timers);
    expect(old.added).toHaveLength(3);
  });

  /** An element as the script sees it: its tag, and `closest` finding the button it is in. */
  function element(tagName: string) {
    const self = {
      tagName,
      closest: (selector: string) => (selector === 'button' && tagName === 'BUTTON' ? self : null),
    };
    return self;
  }

  it('notes the last button clicked before hydration, every control changed, and focus', () => {
    const { fire, setApp, early } = run();
    const [search, ask, theme, field, later] = [
      element('BUTTON'),
      element('BUTTON'),
      element('SELECT'),
      element('INPUT'),
      element('BUTTON'),
    ];
    fire('click', search);
    fire('click', ask);
    fire('click', element('SPAN'));
    fire('click', { closest: undefined });
    fire('focusin', field);
    fire('input', field);
    fire('input', field);
    fire('change', theme);
    setApp('hydrating');
    // React handles clicks from now on; fields are still noted (their replay is idempotent).
    fire('click', later);
    fire('input', element('TEXTAREA'));
    expect(early()?.button).toBe(ask);
    expect(early()?.focused).toBe(true);
    expect(early()?.controls.map((control) => control.tagName)).toEqual([
      'INPUT',
      'SELECT',
      'TEXTAREA',
    ]);
    setApp('live');
    fire('input', element('INPUT'));
    fire('focusin', element('INPUT'));
    expect(early()?.controls).toHaveLength(3);
  });

  it('notes nothing when the reader does nothing', () => {
    expect(run().early()).toEqual({ button: null, controls: [], focused: false });
  });
});
