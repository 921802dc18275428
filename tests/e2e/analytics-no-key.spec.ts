/**
 * The default build has no analytics key and no CRM id: no banner, no
 * "Cookie settings", and no request to any host but the site's own (and the
 * cloud app's session check, which is the product's own app, SPEC.md §7, and
 * the video stream provider, whose streams are page content).
 * Also the toast area, shown here by a Copy as Markdown failure.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cloudRegions } from '../../config/site';
import { baseURL, videoProviderURL } from '../../playwright.config';
import { scriptsWithAnalyticsCode } from './analytics-stand-ins';
import { desktop, waitForPage } from './shell-helpers';
import { waitForContent } from './widgets-helpers';

test.use({ viewport: desktop });
// Several pages per test: generous on a busy machine.
test.describe.configure({ timeout: 90_000 });

// The video stream provider serves content the reader sees (the home page's loop), not tracking.
const firstParty = new Set([
  new URL(baseURL).origin,
  new URL(videoProviderURL).origin,
  ...cloudRegions.map((r) => new URL(r.url).origin),
]);

test('without a key no page talks to a third-party host', async ({ page }) => {
  const foreign: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !firstParty.has(url.origin)) foreign.push(url.href);
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/', '/docs', '/guides/cookbook', '/this-page-does-not-exist']) {
    await page.goto(path);
    await page.locator('main#content').waitFor();
    if (path !== '/this-page-does-not-exist') await waitForPage(page);
    await expect(page.getByRole('region', { name: 'Cookies and tracking' })).toHaveCount(0);
  }
  // Client-side navigations too.
  await page.goto('/docs');
  await waitForPage(page);
  for (let step = 0; step < 3; step++) {
    const next = page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /Next/ });
    const href = await next.getAttribute('href');
    await next.click();
    await page.waitForURL((url) => url.pathname === href);
    await waitForPage(page);
  }
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  // Nothing to choose, so no "Cookie settings"; and no analytics library code arrived.
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
  ).toHaveCount(0);
  expect(await scriptsWithAnalyticsCode(page, scripts)).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a Copy as Markdown failure is explained in a polite toast (${theme})`, async ({
    page,
    context,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    // The reader refused clipboard access for this site.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'clipboard-write' },
      setting: 'denied',
      origin: baseURL,
      browserContextId: targetInfo.browserContextId,
    });
    await page.goto('/docs/tracing');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Clipboard Permission Denied' })).toBeVisible();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts).toHaveAttribute('aria-live', 'polite');
    await expect(toasts.getByText('Clipboard Permission Denied')).toBeVisible();
    // A pointer over the toast holds it (as it would for a reader), so it stays for the checks.
    await toasts.getByText('Clipboard Permission Denied').hover();
    await expect(toasts.getByText(/did not allow access to the clipboard/)).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
