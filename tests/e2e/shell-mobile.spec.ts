import { expect, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile menu at 375 px', () => {
  test('opens over a dimmed backdrop, locks scroll, and closes on navigation', async ({ page }) => {
    await page.goto('/docs');
    await waitForPage(page);
    await expect(page.getByRole('complementary', { name: 'Documentation' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toBeVisible();
    await hamburger.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('mobile-menu-backdrop')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(menu.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await menu.getByRole('link', { name: 'Quickstart' }).click();
    await expect(page).toHaveURL(/\/docs\/get-started$/);
    await expect(menu).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('closes on the backdrop and on Escape', async ({ page }) => {
    await page.goto('/docs');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 360, y: 400 } });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  });
});
