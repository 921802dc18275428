import { expect, test } from '@playwright/test';
import { openInTheme, seriousAxeViolations } from './axe-helpers';

/** Pages that together use every marketing component, plus a security and a regional page. */
const pages = ['/pricing', '/about', '/security/soc2', '/jp', '/why', '/library', '/talk-to-us'];
// axe over a whole marketing page, at two widths, takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

// One page load per page and theme: the page is checked at the phone width, then resized to
// the desktop one (its layout follows the width alone) and checked again.
for (const theme of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} in ${theme} mode has no serious axe violations at 375 or 1280 px`, async ({
      page,
    }) => {
      const found: Record<string, string[]> = {};
      for (const [index, viewport] of viewports.entries()) {
        await page.setViewportSize(viewport);
        if (index === 0) await openInTheme(page, path, theme);
        found[viewport.width] = await seriousAxeViolations(page);
      }
      expect(found).toEqual({ 375: [], 1280: [] });
    });
  }
}
