import { expect, test } from '@playwright/test';
import { cachedUrls, visitAndStore } from './offline-helpers';
import { waitForPage } from './shell-helpers';

// These specs need the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.setTimeout(90_000);

test('a visited page reloads and reads offline, diagram included', async ({ page, context }) => {
  await visitAndStore(page, '/docs/tracing');
  await context.setOffline(true);
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tracing/);
  await expect(page.getByRole('img', { name: /^Flowchart: Session: chat-42/ })).toBeVisible();
  // The sidebar (page map) came from the cache too.
  await expect(
    page
      .getByRole('complementary', { name: 'Documentation' })
      .getByRole('link', { name: 'Quickstart' })
      .first(),
  ).toBeVisible();
});

test('an unvisited route offline shows the offline page with links that work', async ({
  page,
  context,
}) => {
  await visitAndStore(page, '/docs/get-started');
  // A page reached by a client-side link is stored too (its chunk), without its own document.
  await page
    .getByRole('complementary', { name: 'Documentation' })
    .getByRole('link', { name: 'Tracing overview', exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tracing/);
  await expect
    .poll(async () =>
      (await cachedUrls(page, 'site-content-v1')).some((u) =>
        u.endsWith('/pages/docs/tracing.json'),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  const response = await page.goto('/docs/scores/overview');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  const available = page.getByRole('list').getByRole('link');
  await expect(available.filter({ hasText: 'Quickstart' })).toHaveAttribute(
    'href',
    '/docs/get-started',
  );
  await expect(available.filter({ hasText: /^Tracing overview$/ })).toHaveAttribute(
    'href',
    '/docs/tracing',
  );
  await expect(page.locator('a[href="/docs/scores/overview"]')).toHaveCount(0);

  // The page reached by a client-side link opens offline from the shell and its stored chunk.
  await available.filter({ hasText: /^Tracing overview$/ }).click();
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tracing/);
});

test('search works offline once its index was loaded', async ({ page, context }) => {
  await visitAndStore(page, '/docs');
  const box = page.getByPlaceholder('Search documentation…');
  await box.click();
  await box.pressSequentially('prompt');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(async () =>
      (await cachedUrls(page, 'site-content-v1')).some((u) => /\/search\/en-US\.json$/.test(u)),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await waitForPage(page);
  await box.click();
  await box.pressSequentially('sessions');
  // Page titles answer before any index; the index itself must answer offline.
  await expect(page.getByRole('listbox')).toHaveAttribute('data-answered-by', 'index', {
    timeout: 20_000,
  });
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole('listbox')).toContainText(/session/i);
});
