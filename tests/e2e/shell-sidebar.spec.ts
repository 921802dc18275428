import { expect, test } from '@playwright/test';
import { desktop, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });

test.describe('sidebar', () => {
  test('folders open on the active path and at the first level; deeper ones start closed', async ({
    page,
  }) => {
    await page.goto('/docs/get-started');
    await waitForPage(page);
    const sidebar = page.getByRole('complementary', { name: 'Documentation' });
    // First level (depth 1 < collapse level 2): open by default.
    const features = sidebar.getByRole('button', { name: 'Tracing features' });
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    // Second level: closed unless the page is inside it.
    const python = sidebar.getByRole('button', { name: 'Python' });
    await expect(python).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/docs/sdk/python/decorators');
    await waitForPage(page);
    await expect(sidebar.getByRole('button', { name: 'Python' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.getByRole('link', { name: /decorator/i }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('lists the current page headings under its link', async ({ page }) => {
    await page.goto('/docs/get-started');
    await waitForPage(page);
    const sections = page.getByRole('list', { name: /: sections$/ });
    await expect(sections.getByRole('link').first()).toBeVisible();
  });

  test('folder state is remembered for the session', async ({ page }) => {
    await page.goto('/docs/get-started');
    await waitForPage(page);
    const sidebar = page.getByRole('complementary', { name: 'Documentation' });
    const features = sidebar.getByRole('button', { name: 'Tracing features' });
    await features.click();
    await expect(features).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Sessions' })).toHaveCount(0);
    const python = sidebar.getByRole('button', { name: 'Python' });
    await python.click();
    await expect(python).toHaveAttribute('aria-expanded', 'true');

    await page.reload();
    await waitForPage(page);
    await expect(sidebar.getByRole('button', { name: 'Tracing features' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(sidebar.getByRole('button', { name: 'Python' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('the toggle collapses the sidebar to 5rem and expands it to 16rem', async ({ page }) => {
    await page.goto('/docs/get-started');
    await waitForPage(page);
    const sidebar = page.getByRole('complementary', { name: 'Documentation' });
    await expect(sidebar).toHaveCSS('width', '256px');
    await sidebar.getByRole('button', { name: 'Hide sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '80px');
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toHaveCount(0);
    await page.reload();
    await waitForPage(page);
    await expect(sidebar).toHaveCSS('width', '80px');
    await sidebar.getByRole('button', { name: 'Show sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '256px');
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toBeVisible();
  });

  test('stand-alone pages have no sidebar and no breadcrumb', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await expect(page.getByRole('complementary', { name: 'Documentation' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Docs');
  });
});
