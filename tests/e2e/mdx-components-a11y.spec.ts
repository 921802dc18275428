import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

for (const theme of ['light', 'dark'] as const) {
  test(`content components have no serious accessibility issues (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/components-showcase');
    await waitForPage(page);
    // One diagram drawn at build time, one (a pie chart) by mermaid in the browser.
    await expect(page.locator('.mermaid-diagram svg')).toHaveCount(2, { timeout: 30_000 });
    // Open the closed parts so their contents are checked too.
    await page.getByRole('button', { name: 'prompts' }).click();
    await page.locator('summary').first().click();
    await expect(page.locator('details').first()).toHaveAttribute('data-state', 'open');

    const results = await new AxeBuilder({ page }).include('article, main').analyze();
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
