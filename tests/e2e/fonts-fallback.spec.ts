import { type Browser, expect, type Page, test } from '@playwright/test';
import { PRELOADED_FONT } from '../../scripts/vite-font-preload';
import { fontsSettled, waitForPage } from './shell-helpers';

/**
 * The fallback faces of src/styles/fonts.css stand in for Inter and
 * JetBrains Mono until they arrive: same widths, same line heights, so the
 * swap (`font-display: swap`) moves nothing on screen.
 */

/** The site faces with their fallbacks, and the article text each draws. */
const FACES = [
  { family: 'Inter', weight: '400', text: 'main p, main li' },
  { family: 'Inter', weight: '500', text: 'main p, main li' },
  { family: 'Inter', weight: '600', text: 'main strong, main h1, main h2' },
  { family: 'Inter', weight: '700', text: 'main strong, main h1, main h2' },
  { family: 'JetBrains Mono', weight: '400', text: 'main code' },
];
type Face = (typeof FACES)[number];

/** Widths of the page's article text in each site face and in its fallback, as ratios. */
async function fallbackWidthRatios(page: Page) {
  await fontsSettled(page);
  return page.evaluate(async (faces: Face[]) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    const width = (font: string, text: string) => {
      context.font = font;
      return context.measureText(text).width;
    };
    const ratios: Record<string, number> = {};
    for (const { family, weight, text: selector } of faces) {
      const font = `${weight} 100px`;
      // Rejects for the placeholder of a late face (src/styles/fonts.css), which never
      // loads; the real face, enabled once the page is live, loads all the same.
      await document.fonts.load(`${font} "${family}"`).catch(() => undefined);
      await document.fonts.ready;
      const text = [...document.querySelectorAll(selector)].map((e) => e.textContent).join(' ');
      if (text.length < 40) throw new Error(`too little text for ${family} ${weight}`);
      ratios[`${family} ${weight}`] =
        width(`${font} "${family}"`, text) / width(`${font} "${family} Fallback"`, text);
    }
    return ratios;
  }, FACES);
}

/** Faces whose line (line-height: normal) at some site font size differs from their fallback's. */
async function lineHeightMismatches(page: Page) {
  return page.evaluate((faces: Face[]) => {
    const mismatches: string[] = [];
    for (const { family, weight } of faces) {
      for (const size of [12, 13, 14, 14.4, 16, 18, 20, 24, 30, 36]) {
        const [real, fallback] = [family, `${family} Fallback`].map((name) => {
          const line = document.createElement('span');
          line.style.cssText = `position:absolute;white-space:nowrap;font:${weight} ${size}px/normal "${name}"`;
          line.textContent = 'Hxg';
          document.body.append(line);
          const height = line.getBoundingClientRect().height;
          line.remove();
          return height;
        });
        if (real !== fallback)
          mismatches.push(`${family} ${weight} ${size}px: ${real} vs ${fallback}`);
      }
    }
    return mismatches;
  }, FACES);
}

test('each fallback face draws article text at the width and line height of its face', async ({
  page,
}) => {
  for (const path of ['/docs/tracing', '/guides/cookbook/decorator_tracing_deep_dive']) {
    await page.goto(path);
    await waitForPage(page);
    const ratios = await fallbackWidthRatios(page);
    for (const [face, ratio] of Object.entries(ratios)) {
      // 1% of a 300 px bold phrase is 3 px, the least move the browser counts as a layout shift.
      expect(Math.abs(ratio - 1), `${path}: ${face} / its fallback = ${ratio}`).toBeLessThan(0.01);
    }
  }
  expect(await lineHeightMismatches(page)).toEqual([]);
});

/**
 * Where each element's box and each line of text in the first viewport
 * starts, under `root`: what the browser compares to find a layout shift.
 */
interface LineStart {
  /** The element's tag, or the start of the text. */
  what: string;
  x: number;
  y: number;
}

async function lineStarts(page: Page, root: string): Promise<LineStart[]> {
  return page.evaluate((root) => {
    const scope = document.querySelector(root);
    if (!scope) throw new Error(`no ${root}`);
    const inView = (rect: DOMRect) =>
      rect.width > 0 && rect.top < window.innerHeight && rect.bottom > 0;
    const starts: LineStart[] = [];
    for (const element of [scope, ...scope.querySelectorAll('*')]) {
      const rect = element.getBoundingClientRect();
      if (inView(rect))
        starts.push({ what: `<${element.tagName.toLowerCase()}>`, x: rect.left, y: rect.top });
    }
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const rect of [...range.getClientRects()].filter(inView))
        starts.push({ what: node.textContent.trim().slice(0, 30), x: rect.left, y: rect.top });
    }
    return starts;
  }, root);
}

/** Line starts of the page at `url` once it is live, with the given faces never arriving. */
async function layoutWith(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  withheld: RegExp | null,
  root = 'body',
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (withheld) await page.route(withheld, (route) => route.abort());
  await page.goto(url);
  await waitForPage(page);
  await fontsSettled(page);
  const starts = await lineStarts(page, root);
  await context.close();
  return starts;
}

/** Pairs of line starts that differ by 3 px or more, the least move the browser counts as a layout shift. */
function moved(before: LineStart[], after: LineStart[]): string[] {
  if (before.length !== after.length) return [`${before.length} lines became ${after.length}`];
  const at = ({ what, x, y }: LineStart) => `${what}@${x},${y}`;
  return before.flatMap((start, index) => {
    const end = after[index];
    const far = Math.abs(start.x - end.x) >= 3 || Math.abs(start.y - end.y) >= 3;
    return far ? [`${at(start)} → ${at(end)}`] : [];
  });
}

/** Every site face's file but the preloaded body face's. */
const ALL_BUT_PRELOADED = new RegExp(`/(?!${PRELOADED_FONT}-)[\\w-]+\\.woff2$`);

// The preloaded body face is in for the first paint; the others (medium,
// bold, code) arrive after it. Drawn with their fallbacks, then with them,
// the first viewport's text must start every line where it did.
// One test per page and width: the four pages in one test took 30 s, its whole time budget,
// on a slow machine.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
])
  for (const path of [
    '/docs/tracing',
    '/docs/get-started',
    '/',
    '/guides/cookbook/decorator_tracing_deep_dive',
  ])
    test(`the faces that arrive after the first paint move no line on ${path} (${viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const url = new URL(path, baseURL).href;
      const fallback = await layoutWith(browser, url, viewport, ALL_BUT_PRELOADED);
      const real = await layoutWith(browser, url, viewport, null);
      expect(moved(fallback, real)).toEqual([]);
    });

// A first visit on a slow network may paint before even the body face is in.
// The navbar is laid out by set widths, not by its text's: whichever face
// draws it, nothing in it moves.
test('the navbar moves nothing when every site face arrives after the first paint', async ({
  browser,
  baseURL,
}) => {
  const viewport = { width: 1280, height: 800 };
  const url = new URL('/docs/get-started', baseURL).href;
  const fallback = await layoutWith(browser, url, viewport, /\.woff2$/, '.navbar');
  const real = await layoutWith(browser, url, viewport, null, '.navbar');
  expect(moved(fallback, real)).toEqual([]);
});
