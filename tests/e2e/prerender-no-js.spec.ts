import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('the site reads and navigates with JavaScript off', async ({ page }) => {
  test.slow();
  await page.goto('/docs/get-started');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
  await expect(page.locator('main#content article p').first()).toBeVisible();
  // The sidebar holds real links: following one loads the next prerendered page.
  const sidebar = page.locator('aside.sidebar');
  const link = sidebar.locator('a[href^="/docs/"]:not([aria-current])').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/docs\//);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`aside.sidebar a[href="${href}"]`)).toHaveAttribute(
    'aria-current',
    'page',
  );
  // So do the navbar and the breadcrumb.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a cookbook guide and the 404 page read with JavaScript off', async ({ page }) => {
  await page.goto('/guides/cookbook/annotation_queues_workflow');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main#content article').getByRole('code').first()).toBeVisible();
  const response = await page.goto('/docs/missing-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
});
