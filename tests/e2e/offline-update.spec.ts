import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cachedUrls, visitAndStore } from './offline-helpers';
import { type SecondSite, serveSecondSite } from './second-site';

/**
 * A deploy while a reader has the site open: build A is served from its own
 * folder on a second port (so other specs never see the switch), the reader
 * opens a page, then build B (changed content) is built into the same folder.
 * The waiting worker offers "New version available — reload"; accepting it
 * shows build B as a whole.
 */
const CHANGE = 'Readers of this build see the update prompt in action.';

test.use({ serviceWorkers: 'allow' });
test.setTimeout(600_000);

let second: SecondSite;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  second = await serveSecondSite('update', 100);
  base = second.base;
});

test.afterAll(() => second?.stop());

test('a new build is offered as "New version available — reload", loads whole and keeps what was stored', async ({
  page,
}) => {
  // Stored under build A: a page the reader will not open again under build B.
  await visitAndStore(page, `${base}/docs/tracing`);
  await visitAndStore(page, `${base}/docs/get-started`);
  const before = await page.evaluate(
    () => JSON.parse(document.getElementById('content-manifest')?.textContent ?? '{}').buildId,
  );

  // Build B: the same site with one changed page, into the served folder.
  const after = second.deploy('docs/get-started.mdx', CHANGE);
  expect(after).not.toBe(before);

  // The open page checks for a new worker (as it does when it becomes visible again).
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  // Offered in the toast area, the page's polite live region for short messages.
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts).toHaveAttribute('aria-live', 'polite', { timeout: 60_000 });
  const prompt = toasts.locator('[data-sonner-toast]', {
    hasText: 'New version available — reload',
  });
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  // Until the reader accepts, the open page stays on its own build.
  await expect(page.locator('article')).not.toContainText(CHANGE);
  const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);

  await Promise.all([
    page.waitForEvent('load', { timeout: 60_000 }),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect(page.locator('article')).toContainText(CHANGE, { timeout: 30_000 });
  const loaded = await page.evaluate(
    () => JSON.parse(document.getElementById('content-manifest')?.textContent ?? '{}').buildId,
  );
  expect(loaded).toBe(after);

  // What was stored under A was fetched again from B, and A's copies are gone.
  const stored = await cachedUrls(page, 'site-content-v1');
  expect(stored).toContain(`/_content/${after}/pages/docs/tracing.json`);
  expect(stored.filter((url) => url.startsWith(`/_content/${before}/`))).toEqual([]);
  await page.context().setOffline(true);
  await page.goto(`${base}/docs/tracing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tracing overview' })).toBeVisible();
});
