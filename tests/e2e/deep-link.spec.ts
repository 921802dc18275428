import { expect, type Page, test } from '@playwright/test';
import { fontsSettled } from './shell-helpers';

const PATH = '/docs/get-started';
const ANCHOR = 'where-to-go-next';

/**
 * Where the window should be: the heading's own scroll position (the root's
 * scroll-padding keeps it below the sticky navbar), or the bottom of the page
 * when the heading is too close to the end to reach the top.
 */
async function scrollState(
  page: Page,
  anchor = ANCHOR,
): Promise<{ scrollY: number; expected: number }> {
  return page.evaluate((id) => {
    const heading = document.getElementById(id);
    if (!heading) return { scrollY: window.scrollY, expected: Number.NaN };
    // The root's scroll-padding (below the sticky navbar) plus the heading's own margin.
    const margin =
      (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
      (Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0);
    const target = heading.getBoundingClientRect().top + window.scrollY - margin;
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    return { scrollY: window.scrollY, expected: Math.max(0, Math.min(target, bottom)) };
  }, anchor);
}

async function expectAtHeading(page: Page, anchor = ANCHOR) {
  await expect
    .poll(
      async () => {
        const { scrollY, expected } = await scrollState(page, anchor);
        return Math.abs(scrollY - expected);
      },
      { timeout: 10_000 },
    )
    .toBeLessThanOrEqual(2);
  expect((await scrollState(page, anchor)).scrollY).toBeGreaterThan(0);
}

/**
 * Everything that arrives late (page footer, contributor images, fonts) has
 * arrived. The page footer loads as it nears the viewport: a heading far up a
 * long page leaves it pending, and it stays below the heading when it comes.
 */
async function settle(page: Page, { footer = true } = {}) {
  await page.locator('html[data-app="live"]').waitFor();
  if (footer)
    await expect(page.locator('.page-footer-pending')).toHaveCount(0, { timeout: 20_000 });
  await fontsSettled(page);
}

// Five fresh browsers a run; every run of the suite repeats them.
test('a #anchor link lands on its heading on first load, 5 times in fresh browsers', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${PATH}#${ANCHOR}`);
    await settle(page);
    await expectAtHeading(page);
    await context.close();
  }
});

test('a #anchor lands on its heading after client-side navigation', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/docs');
  await page.locator('html[data-app="live"]').waitFor();
  // A sidebar link is a client-side navigation; then the TOC link to the anchor.
  await page.locator(`aside.sidebar a[href="${PATH}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart', {
    timeout: 15_000,
  });
  await page.locator(`nav.toc a[href="#${ANCHOR}"], .toc a[href="#${ANCHOR}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`#${ANCHOR}$`));
  await settle(page);
  await expectAtHeading(page);
});

test('a link to a #anchor on another page lands on that heading after client-side navigation', async ({
  page,
}) => {
  test.slow();
  const target = '/self-hosting/configuration';
  const anchor = 'ingestion-and-workers';
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/self-hosting/scaling');
  await page.locator('html[data-app="live"]').waitFor();
  // Survives only if the navigation stays in this document (no full page load).
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.locator(`main a[href="${target}#${anchor}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration reference', {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(new RegExp(`${target}#${anchor}$`));
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await settle(page, { footer: false });
  await expectAtHeading(page, anchor);
  // The heading is at the top of the viewport, just below the sticky navbar.
  const top = await page.locator(`#${anchor}`).evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    return {
      top: box.top,
      navbar: document.querySelector('header.navbar')?.getBoundingClientRect().bottom ?? 0,
    };
  });
  expect(top.top).toBeGreaterThanOrEqual(top.navbar - 1);
  expect(top.top).toBeLessThan(top.navbar + 80);
});
