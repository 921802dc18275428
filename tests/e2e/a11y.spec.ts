import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { desktop, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });

const pages = [
  { name: 'docs page', path: '/docs/get-started' },
  { name: 'home page', path: '/' },
  { name: '404 page', path: '/this-page-does-not-exist' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const { name, path } of pages) {
    test(`${name} in ${theme} mode has no serious or critical axe violations`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      await page.locator('main#content').waitFor();
      if (path !== '/this-page-does-not-exist') await waitForPage(page);
      await expect(page.locator('html')).toHaveClass(
        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
}
