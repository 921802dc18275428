import { expect, type Page, test } from '@playwright/test';
import { fontsSettled, holdRequests } from './shell-helpers';

/**
 * The two site fonts (src/styles/fonts.css): Inter for text and JetBrains
 * Mono for code, applied through the `font-body` and `font-code` classes,
 * `font-display: swap`, Latin subset only, and the body face preloaded only
 * where the first paint draws it.
 */
const SITE_FAMILIES = ['Inter', 'JetBrains Mono'];

/** Ranges of the scripts that fall back to system fonts: CJK symbols, kana, Han, Hangul, full-width forms. */
const CJK_RANGES: Array<[number, number]> = [
  [0x2e80, 0x9fff],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
  [0x20000, 0x3ffff],
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-app="live"]').waitFor();
  await fontsSettled(page);
}

function firstFamily(fontFamily: string): string {
  return fontFamily.split(',')[0].trim().replace(/^"|"$/g, '');
}

test('text and code get their fonts from the font-body and font-code classes', async ({ page }) => {
  await open(page, '/docs/get-started');
  const families = () =>
    page.evaluate(() => {
      const text = document.querySelector('article p');
      const code = document.querySelector('article pre code, article code');
      if (!text || !code) throw new Error('the page has no paragraph or no code');
      return {
        body: document.body.className,
        text: getComputedStyle(text).fontFamily,
        code: getComputedStyle(code).fontFamily,
      };
    });
  const applied = await families();
  expect(applied.body.split(/\s+/)).toEqual(expect.arrayContaining(['font-body', 'font-code']));
  expect(firstFamily(applied.text)).toBe('Inter');
  expect(firstFamily(applied.code)).toBe('JetBrains Mono');

  // Without the classes, the same elements fall back to the system stacks.
  await page.evaluate(() => document.body.classList.remove('font-body', 'font-code'));
  const unstyled = await families();
  expect(unstyled.text).not.toContain('Inter');
  expect(unstyled.code).not.toContain('JetBrains Mono');
});

test('every site font face swaps and covers Latin only', async ({ page }) => {
  await open(page, '/docs/get-started');
  const faces = await page.evaluate((families) => {
    const rules: Array<{
      family: string;
      weight: string;
      display: string;
      range: string;
      src: string;
    }> = [];
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const family = rule.style.getPropertyValue('font-family').replace(/"/g, '').trim();
        if (!families.includes(family)) continue;
        rules.push({
          family,
          weight: rule.style.getPropertyValue('font-weight'),
          display: rule.style.getPropertyValue('font-display'),
          range: rule.style.getPropertyValue('unicode-range'),
          src: rule.style.getPropertyValue('src'),
        });
      }
    }
    return rules;
  }, SITE_FAMILIES);
  expect(new Set(faces.map((face) => face.family))).toEqual(new Set(SITE_FAMILIES));
  // A face that arrives late has a placeholder (a local font no system has) until then.
  const placeholders = faces.filter((face) => face.src.startsWith('local('));
  expect(placeholders).toHaveLength(3);
  for (const face of faces.filter((face) => !placeholders.includes(face))) {
    expect(face.display, face.family).toBe('swap');
    expect(face.src, face.family).toMatch(/-latin-\d+-normal[^"')]*\.woff2/);
    const ranges = face.range.split(',').map((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
    // Basic Latin and Latin-1 are in, no CJK code point is.
    expect(
      ranges.some(([from, to]) => from === 0 && to >= 0xff),
      face.range,
    ).toBe(true);
    for (const [from, to] of ranges) {
      for (const [cjkFrom, cjkTo] of CJK_RANGES) {
        expect(to < cjkFrom || from > cjkTo, `${face.family} ${face.range}`).toBe(true);
      }
    }
  }
});

/** The preloaded font's file name, and whether text in the first viewport is drawn with it. */
async function preloadUse(page: Page) {
  return page.evaluate(() => {
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    );
    let usedAboveTheFold = false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (!usedAboveTheFold && walker.nextNode()) {
      const node = walker.currentNode;
      if (!/[A-Za-z]/.test(node.textContent ?? '')) continue;
      const element = node.parentElement;
      if (!element) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const style = getComputedStyle(element);
      usedAboveTheFold =
        style.visibility !== 'hidden' &&
        style.fontWeight === '400' &&
        style.fontFamily.split(',')[0].replace(/"/g, '').trim() === 'Inter';
    }
    const face = [...document.fonts].find((f) => f.family === 'Inter' && f.weight === '400');
    return { preloads, usedAboveTheFold, faceStatus: face?.status };
  });
}

// Japanese, Korean and Chinese pages of the English site keep the preload: their
// banner, navbar and sidebar are Latin text in the body font, in the first viewport.
for (const path of [
  '/',
  '/docs/get-started',
  '/guides/cookbook/annotation_queues_workflow',
  '/jp',
  '/kr',
  '/cn',
]) {
  test(`${path} preloads the body font, and its first viewport draws Latin text with it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await open(page, path);
    const use = await preloadUse(page);
    expect(use.preloads).toHaveLength(1);
    expect(use.preloads[0]).toMatch(/\/inter-latin-400-normal-[\w-]+\.woff2$/);
    expect(use.usedAboveTheFold).toBe(true);
    expect(use.faceStatus).toBe('loaded');
  });
}

test('no other font is preloaded: code and heading faces load when used', async ({ page }) => {
  const response = await page.request.get('/docs/get-started');
  const html = await response.text();
  const fontPreloads = html.match(/<link\b[^>]*\bas="font"[^>]*>/g) ?? [];
  expect(fontPreloads).toHaveLength(1);
  expect(fontPreloads[0]).toContain('inter-latin-400-normal');
  expect(fontPreloads[0]).toMatch(/crossorigin/);
});

// Inter 500 and 600 and JetBrains Mono are not drawn by the first paint: on a first
// visit they are requested once the app is live, not alongside its code; a reader
// who has had them gets them at once; without JavaScript the <noscript> copy applies.
const LATE_FACES = /\/assets\/(inter-latin-[56]00|jetbrains-mono-latin-400)-normal-[\w-]+\.woff2$/;

/** Whether a real Inter 600 face has loaded (its placeholder never does). */
const interSemiboldLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) =>
        face.family.replace(/"/g, '') === 'Inter' &&
        face.weight.startsWith('600') &&
        face.status === 'loaded',
    ),
  );

test('the faces the first paint does not draw are requested once the app is live', async ({
  page,
}) => {
  const late: string[] = [];
  page.on('request', (request) => {
    if (LATE_FACES.test(request.url())) late.push(request.url());
  });
  const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/docs/get-started', { waitUntil: 'domcontentloaded' });
  await entry.requested;
  await page.evaluate(() => document.fonts.ready);
  expect(late).toEqual([]);
  // Meanwhile bold text and code are drawn with the fallback faces.
  expect(await interSemiboldLoaded(page)).toBe(false);

  entry.release();
  await page.locator('html[data-app="live"]').waitFor();
  await expect
    .poll(() => late.map((url) => LATE_FACES.exec(url)?.[1]).sort())
    .toEqual(['inter-latin-500', 'inter-latin-600', 'jetbrains-mono-latin-400']);
  await expect.poll(() => interSemiboldLoaded(page)).toBe(true);
  // They were added to the document already loaded, through the font loading API: the page
  // is laid out again once, not once for the rules and again for each file.
  expect(
    await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Inter' && face.weight !== '400')
        .map((face) => face.status),
    ),
  ).not.toContain('loading');
  await expect(page.locator('#late-fonts')).toHaveAttribute('media', 'not all');

  // The next visit has them from the start, before the app is live.
  late.length = 0;
  const again = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/docs/tracing', { waitUntil: 'domcontentloaded' });
  await again.requested;
  await expect(page.locator('#late-fonts')).toHaveAttribute('media', 'all');
  again.release();
});

test('without JavaScript the late faces apply from the start', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const late: string[] = [];
  page.on('request', (request) => {
    if (LATE_FACES.test(request.url())) late.push(request.url());
  });
  await page.goto('/docs/get-started');
  await page.evaluate(() => document.fonts.ready);
  expect(late.length).toBeGreaterThanOrEqual(2);
  await context.close();
});

test('a page of the Japanese locale draws no Inter, so it preloads no font', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, '/ja-JP/docs/get-started');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  const use = await preloadUse(page);
  expect(use.preloads).toEqual([]);
  expect(use.usedAboveTheFold).toBe(false);
  // Not drawn anywhere on the page: the face was never even requested.
  expect(use.faceStatus).toBe('unloaded');
});
