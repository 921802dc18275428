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

/** Widths of the page's article text in each site face and in its fallback, as ratios. */
async function fallbackWidthRatios(page: Page) {
  return page.evaluate(async () => {
    const faces = [
      { name: 'Inter 400', font: '400 100px', family: 'Inter', text: 'main p, main li' },
      { name: 'Inter 500', font: '500 100px', family: 'Inter', text: 'main p, main li' },
      {
        name: 'Inter 600',
        font: '600 100px',
        family: 'Inter',
        text: 'main strong, main h1, main h2',
      },
      {
        name: 'Inter 700',
        font: '700 100px',
        family: 'Inter',
        text: 'main strong, main h1, main h2',
      },
      { name: 'JetBrains Mono', font: '400 100px', family: 'JetBrains Mono', text: 'main code' },
    ];
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    const width = (font: string, text: string) => {
      context.font = font;
      return context.measureText(text).width;
    };
    const ratios: Record<string, number> = {};
    for (const face of faces) {
      await document.fonts.load(`${face.font} "${face.family}"`);
      const text = [...document.querySelectorAll(face.text)].map((e) => e.textContent).join(' ');
      if (text.length < 40) throw new Error(`too little text for ${face.name}`);
      ratios[face.name] =
        width(`${face.font} "${face.family}"`, text) /
        width(`${face.font} "${face.family} Fallback"`, text);
    }
    return ratios;
  });
}

/** Faces whose line (line-height: normal) at some site font size differs from their fallback's. */
async function lineHeightMismatches(page: Page) {
  return page.evaluate(() => {
    const faces = [
      ['Inter', '400'],
      ['Inter', '500'],
      ['Inter', '600'],
      ['JetBrains Mono', '400'],
    ];
    const mismatches: string[] = [];
    for (const [family, weight] of faces) {
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
  });
}

test('each fallback face draws article text at the width and line height of its face', async ({
  page,
}) => {
  for (const path of ['/docs/tracing', '/guides/cookbook/decorator_tracing_deep_dive']) {
    await open(page, path);
    const ratios = await fallbackWidthRatios(page);
    for (const [face, ratio] of Object.entries(ratios)) {
      // 1% of a 300 px bold phrase is 3 px, the least move the browser counts as a layout shift.
      expect(Math.abs(ratio - 1), `${path}: ${face} / its fallback = ${ratio}`).toBeLessThan(0.01);
    }
  }
  expect(await lineHeightMismatches(page)).toEqual([]);
});

// The faces the first paint does not wait for (all but the preloaded body
// face) arrive well after it, so that text is drawn with the fallbacks first:
// swapping the real faces in must move nothing.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`a font swap after the first paint shifts no layout (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          sources: Array<{ node?: Node | null }>;
        }>) {
          const nodes = entry.sources.map((s) => s.node?.textContent?.slice(0, 40) ?? '?');
          shifts.push(`${entry.value.toFixed(5)}: ${nodes.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route(/\/(?!inter-latin-400-)[\w-]+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    for (const path of [
      '/docs/tracing',
      '/docs/get-started',
      '/',
      '/guides/cookbook/decorator_tracing_deep_dive',
    ]) {
      await open(page, path);
      const status = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.weight),
      );
      expect(status.length, `${path}: fonts loaded`).toBeGreaterThan(1);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: string[] }).__shifts,
      );
      expect(shifts, path).toEqual([]);
    }
  });
}
