import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

test('the cookbook index filters notebooks as you type', async ({ page }) => {
  await page.goto('/guides/cookbook');
  await waitForPage(page);
  const filter = page.getByRole('searchbox', { name: 'Filter notebooks' });
  const count = page.locator('.cookbook-index-count');
  await expect(count).toHaveText(/^\d+ notebooks$/);
  const total = Number((await count.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(10);

  await filter.fill('dataset');
  await expect(count).toHaveText(/notebooks? found$/);
  const filtered = Number((await count.textContent())?.split(' ')[0]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  await expect(page.locator('.cookbook-index-entry')).toHaveCount(filtered);

  await filter.fill('zzzz-no-such-notebook');
  await expect(page.getByText('No notebooks match “zzzz-no-such-notebook”.')).toBeVisible();
  await filter.fill('');
  await expect(page.locator('.cookbook-index-entry')).toHaveCount(total);
});

test('a notebook page shows its cells with Jupyter prompts', async ({ page }) => {
  await page.goto('/docs/sdk/python/low-level-sdk');
  const cell = page.locator('.notebook-cell').first();
  await expect(cell.locator('.notebook-prompt')).toHaveText(/^In \[[ \d]+\]:$/);
  await expect(cell.locator('pre code.hljs')).toBeVisible();
});

test('internal links navigate in the app and prefetch the target page on hover', async ({
  page,
}) => {
  await page.goto('/components-showcase');
  await waitForPage(page);
  await page.evaluate(() => {
    (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
  });
  const card = page.getByRole('link', { name: 'Tracing' }).first();
  const prefetched = page.waitForRequest(/\/_content\/[^/]+\/pages\/docs\/tracing\.json$/);
  await card.hover();
  await prefetched;
  await card.click();
  await expect(page).toHaveURL(/\/docs\/tracing$/);
  await expect(page.locator('h1')).not.toHaveText('Content components');
  expect(
    await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp),
  ).toBe(true);
});

for (const route of [
  '/guides/cookbook',
  '/docs/sdk/python/low-level-sdk',
  '/integrations/model-providers/openai',
]) {
  test(`${route} has no serious accessibility issues in its body`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('article h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('article').analyze();
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(blocking.map((v) => v.id)).toEqual([]);
  });
}
