/**
 * The real built site on the local stack (`npm start`'s setup): HTTP status of
 * routes, the strict CSP against the actual pages, and Markdown negotiation.
 */
import { expect, test } from '@playwright/test';

/** Collects CSP violations from the first script on, before any app code runs. */
async function trackCspViolations(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

test('existing routes answer 200, unknown routes the prerendered 404 page with 404', async ({
  request,
}) => {
  const routes = (await (await request.get('/_content/routes.json')).json()) as string[];
  expect(routes).toContain('/');
  expect(routes).toContain('/docs');
  for (const route of ['/', '/docs', routes[routes.length - 1]]) {
    expect((await request.get(route)).status(), route).toBe(200);
  }
  const missing = await request.get('/docs/this-route-does-not-exist');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toMatch(/^text\/html/);
  expect(await missing.text()).toContain('<div id="root" data-route="/404" data-status="404">');
});

test('an unknown route shows the app 404 page with status 404 and no CSP violation', async ({
  page,
}) => {
  await trackCspViolations(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

test('pages run under the strict CSP: theme script allowed by hash, nothing blocked', async ({
  page,
}) => {
  await trackCspViolations(page);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const response = await page.goto('/docs');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain('unsafe-eval');
  // The inline pre-paint script ran (it sets the class before the app starts).
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('main#content')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

test('Accept: text/markdown on a page route answers its Markdown twin', async ({ request }) => {
  const response = await request.get('/docs', { headers: { accept: 'text/markdown' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toMatch(/^# /m);
});
