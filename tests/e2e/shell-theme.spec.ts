import { expect, test } from '@playwright/test';
import { desktop, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });

test.describe('theme and banner', () => {
  test('the theme choice is saved under "theme" and applied before first paint', async ({
    page,
  }) => {
    // Record the <html> class as soon as the document is parsed, before the app's script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstClass: string }).__firstClass =
          document.documentElement.className;
      });
    });
    await page.goto('/docs');
    await waitForPage(page);
    const select = page.getByRole('contentinfo').getByRole('combobox', { name: 'Change theme' });
    await select.selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 17, 17)');

    await page.reload();
    await waitForPage(page);
    expect(
      await page.evaluate(() => (window as unknown as { __firstClass: string }).__firstClass),
    ).toContain('dark');
    await expect(select).toHaveValue('dark');

    await select.selectOption('light');
    await page.reload();
    await waitForPage(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  });

  test('system follows the operating system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs');
    await waitForPage(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('a dismissed banner stays hidden on later loads', async ({ page }) => {
    await page.goto('/docs');
    await waitForPage(page);
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('town-hall-2025-07-16'))).toBe('0');
    await page.reload();
    await waitForPage(page);
    await expect(page.locator('html')).toHaveClass(/banner-hidden/);
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
  });

  test('the footer has five columns and this year in the copyright', async ({ page }) => {
    await page.goto('/docs');
    await waitForPage(page);
    const footer = page.getByRole('contentinfo');
    for (const title of ['Platform', 'Integrations', 'Resources', 'About', 'Legal']) {
      await expect(footer.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tracewell`);
  });
});
