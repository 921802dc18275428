import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForIndex } from './editorial-helpers';
import { desktop, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });

const pages = [
  { name: 'blog index', path: '/blog', collection: 'blog' },
  { name: 'customers index', path: '/customers', collection: 'customers' },
  { name: 'blog post', path: '/blog/cost-control-playbook' },
  { name: 'customer story', path: '/customers/brightfold-bank' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const { name, path, collection } of pages) {
    test(`${name} in ${theme} mode has no serious or critical axe violations`, async ({ page }) => {
      // axe walks every node; long indexes take a while on a busy machine.
      test.setTimeout(90_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      await waitForPage(page);
      if (collection) await waitForIndex(page, collection);
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
