import { expect, type Page, test } from '@playwright/test';

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
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
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
    const rules: Array<{ family: string; display: string; range: string; src: string }> = [];
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const family = rule.style.getPropertyValue('font-family').replace(/"/g, '').trim();
        if (!families.includes(family)) continue;
        rules.push({
          family,
          display: rule.style.getPropertyValue('font-display'),
          range: rule.style.getPropertyValue('unicode-range'),
          src: rule.style.getPropertyValue('src'),
        });
      }
    }
    return rules;
  }, SITE_FAMILIES);
  expect(new Set(faces.map((face) => face.family))).toEqual(new Set(SITE_FAMILIES));
  for (const face of faces) {
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
