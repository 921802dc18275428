/**
 * The header at every width: no item covers or cuts off another, and none
 * runs out of the window. Section links that do not fit move into "More",
 * the icon links too on narrower screens, and the search box becomes an
 * icon button that opens over the links.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

const WIDTHS = [360, 768, 1024, 1280, 1440, 1920];

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Share of the item left visible by the boxes that clip it. */
  shown: number;
}

/** The header's visible controls, each with the part of it its clipping ancestors let show. */
function headerBoxes(page: Page): Promise<Box[]> {
  return page.locator('header.navbar').evaluate((header) => {
    const controls = [...header.querySelectorAll<HTMLElement>('a, button, input, .navbar-hiring')];
    return controls
      .filter((element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .map((element) => {
        const rect = element.getBoundingClientRect();
        let { left, right, top, bottom } = rect;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        const area = rect.width * rect.height;
        const shown = area ? (Math.max(0, right - left) * Math.max(0, bottom - top)) / area : 0;
        const name =
          element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName;
        return {
          name,
          left: rect.left,
          right: rect.right,
          top: rect.top,
          bottom: rect.bottom,
          shown,
        };
      })
      .filter((box) => box.shown > 0);
  });
}

/** What is wrong with the header's layout at this width, as readable lines. */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  const boxes = await headerBoxes(page);
  const problems: string[] = [];
  for (const box of boxes) {
    if (box.shown < 0.99)
      problems.push(`${box.name} is cut off (${Math.round(box.shown * 100)}% shows)`);
    if (box.left < 0 || box.right > width) problems.push(`${box.name} runs out of the window`);
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (across > 0.5 && down > 0.5) problems.push(`${a.name} overlaps ${b.name}`);
    }
  }
  return problems;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the header fits at every width (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto('/docs/get-started');
    await waitForPage(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => layoutProblems(page, width), { message: `at ${width} px` })
        .toEqual([]);
    }
  });
}

test('links that do not fit are in "More", and the search icon opens the box', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/docs/get-started');
  await waitForPage(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
  await nav.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Blog', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  const box = page.getByRole('combobox', { name: 'Search documentation…' });
  const closed = await box.boundingBox();
  await box.click();
  await page.keyboard.type('sessions');
  const open = await box.boundingBox();
  expect(open?.width).toBeGreaterThan((closed?.width ?? 0) * 4);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();

  // Wider, everything is in the bar again and "More" is gone.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1920, height: 800 });
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
});
