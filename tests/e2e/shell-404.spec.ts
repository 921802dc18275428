import { expect, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

test.describe('not found', () => {
  test('an unknown path renders the 404 page with a broken-link issue', async ({ page }) => {
    await page.goto('/docs/this-page-does-not-exist');
    // The served 404 page was rendered for /404; the app renders it for this path.
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
    await expect(page).toHaveTitle('404: Page not found - Tracewell');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const link = page.getByRole('link', { name: 'Submit an issue about broken link →' });
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.pathname).toMatch(/\/issues\/new$/);
    expect(url.searchParams.get('title')).toContain('/docs/this-page-does-not-exist');
    expect(url.searchParams.get('labels')).toBe('bug');
  });

  test('the 404 page rendered afresh is never without a title', async ({ page }) => {
    // Checked in each microtask after a change to <head>, before anything is drawn.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __titles: number[] }).__titles = seen;
      new MutationObserver(() => {
        if (document.head) seen.push(document.head.querySelectorAll('title').length);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/docs/this-page-does-not-exist');
    await waitForPage(page);
    await expect(page).toHaveTitle('404: Page not found - Tracewell');
    const counts = await page.evaluate(
      () => (window as unknown as { __titles: number[] }).__titles,
    );
    // From the moment the server's <title> is parsed to the live page: always exactly one.
    expect(counts.slice(counts.indexOf(1))).not.toContain(0);
    expect(counts.at(-1)).toBe(1);
  });

  test('client navigation to a missing page renders 404 too, and the app recovers', async ({
    page,
  }) => {
    await page.goto('/docs');
    await waitForPage(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/nowhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
    await page.goBack();
    await waitForPage(page);
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('complementary', { name: 'Documentation' })).toBeVisible();
  });
});
