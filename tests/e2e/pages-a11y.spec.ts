import { expect, test } from '@playwright/test';
import { openInTheme, seriousAxeViolations } from './axe-helpers';

/** Pages that together use every marketing component, plus a security and a regional page. */
const pages = ['/pricing', '/about', '/security/soc2', '/jp', '/why', '/library', '/talk-to-us'];
// axe over a whole marketing page takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    for (const path of pages) {
      test(`${path} at ${viewport.width}px in ${theme} mode has no serious axe violations`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openInTheme(page, path, theme);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  }
}
