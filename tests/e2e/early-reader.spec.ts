/**
 * A prerendered page paints before its app is live. What the reader does in
 * between is kept (scripts/prerender/deferred-start.ts notes it,
 * src/app/early-input.ts replays it): these tests hold the app's entry
 * script back, act, release it and read the effect.
 */
import { expect, type Page, test } from '@playwright/test';
import { desktop, holdRequests } from './shell-helpers';

test.use({ viewport: desktop });

const ENTRY = /\/assets\/index-[^/]+\.js$/;

async function openHeld(page: Page, path: string) {
  const entry = await holdRequests(page, ENTRY);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await entry.requested;
  return entry;
}

const live = (page: Page) => page.locator('html[data-app="live"]').waitFor();

test('search typed, theme and billing changed before the app is live all take effect', async ({
  page,
}) => {
  const entry = await openHeld(page, '/pricing');
  const theme = page.getByRole('contentinfo').getByRole('combobox', { name: 'Change theme' });
  await theme.selectOption('dark');
  await page.getByRole('radio', { name: /Annual/ }).check();
  const box = page.getByRole('combobox', { name: 'Search documentation…' });
  await box.click();
  await page.keyboard.type('sessions');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'live');
  entry.release();
  await live(page);

  // The query typed early is answered, in the box that kept value, focus and caret.
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expect(
    page
      .getByRole('listbox')
      .getByRole('option', { name: /Sessions/ })
      .first(),
  ).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('sessions');
  expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(8);
  // The theme applies and is kept.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // The annual prices show.
  await expect(page.getByText(/billed yearly/).first()).toBeVisible();
});

test('the language chosen before the app is live opens that language once it is', async ({
  page,
}) => {
  const entry = await openHeld(page, '/docs/get-started');
  await page
    .getByRole('contentinfo')
    .getByRole('combobox', { name: 'Change language' })
    .selectOption('ja-JP');
  entry.release();
  await page.waitForURL('**/ja-JP/docs/get-started');
  await live(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
});

test('a tag filter pressed before the app is live filters once it is', async ({ page }) => {
  const entry = await openHeld(page, '/library');
  const items = page.locator('.mkt-library-item');
  const all = await items.count();
  await page
    .getByRole('group', { name: 'Topic' })
    .getByRole('button', { name: 'self-hosting' })
    .click();
  entry.release();
  await live(page);
  await expect(items).not.toHaveCount(all);
});

test('Enter in the search box opens the search page, in the app once it is live', async ({
  page,
}) => {
  await page.goto('/docs/get-started');
  await live(page);
  const box = page.getByRole('combobox', { name: 'Search documentation…' });
  await box.fill('sessions');
  await box.press('Enter');
  await page.waitForURL('**/search?q=sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Results for sessions' });
  await expect(results.getByRole('link', { name: 'Sessions', exact: true }).first()).toBeVisible();
  // The result links stay in the app.
  await results.getByRole('link', { name: 'Sessions', exact: true }).first().click();
  await page.waitForURL('**/docs/tracing-features/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
});

test('a shared search link hydrates with the results the edge wrote', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/ERR_NAME_NOT_RESOLVED/.test(message.text()))
      errors.push(message.text());
  });
  await page.goto('/search?q=sessions');
  const first = page.locator('.search-result-title a').first();
  const served = await first.evaluate((link) => {
    (link as HTMLElement & { servedByEdge?: boolean }).servedByEdge = true;
    return link.getAttribute('href');
  });
  await live(page);
  // The same element: hydrated, not rendered over.
  expect(
    await first.evaluate((link) => (link as HTMLElement & { servedByEdge?: boolean }).servedByEdge),
  ).toBe(true);
  expect(served).toBe('/docs/tracing-features/sessions');
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form lists the results, rendered by the edge', async ({ page }) => {
    await page.goto('/docs/get-started');
    const box = page.getByRole('combobox', { name: 'Search documentation…' });
    await box.fill('sessions');
    await box.press('Enter');
    await page.waitForURL('**/search?q=sessions');
    await expect(page).toHaveTitle(/^sessions – Search/);
    const results = page.getByRole('list', { name: 'Results for sessions' });
    await expect(
      results.getByRole('link', { name: 'Sessions', exact: true }).first(),
    ).toHaveAttribute('href', '/docs/tracing-features/sessions');
    await expect(results.locator('.search-result-section').first()).toHaveAttribute(
      'href',
      /^\/docs\/tracing-features\/sessions#/,
    );
  });

  test('the 404 page names the path asked for in its issue link', async ({ page }) => {
    const response = await page.goto('/docs/no-such-page?x=1');
    expect(response?.status()).toBe(404);
    const href = await page
      .getByRole('link', { name: 'Submit an issue about broken link →' })
      .getAttribute('href');
    expect(new URL(href ?? '').searchParams.get('title')).toBe(
      'Found broken link: /docs/no-such-page',
    );
  });
});
