import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { desktop, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });
// Reference pages are long: axe and the full-text index take a while on a busy machine.
test.setTimeout(120_000);

const OPERATION = '/docs/api/reference/traces/get-trace';
const READY = { timeout: 20_000 };

/** Searches once section text is indexed (reference pages are found by their text, not titles). */
async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Search documentation…');
  await box.click();
  await page.locator('.search[data-complete]').waitFor(READY);
  await box.fill('');
  await box.pressSequentially(text);
  return page.getByRole('listbox');
}

test.describe('API reference', () => {
  test('the sidebar groups operations by tag with method badges', async ({ page }) => {
    await page.goto(OPERATION);
    await waitForPage(page);
    const sidebar = page.getByRole('complementary', { name: 'Documentation' });
    const current = sidebar.getByRole('link', { name: 'GET Get a trace' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.locator('.api-method')).toHaveText('GET');
    const group = sidebar.getByRole('link', { name: 'Traces', exact: true });
    await expect(group).toHaveAttribute('href', '/docs/api/reference/traces');
    await expect(sidebar.getByRole('link', { name: 'DELETE Delete a trace' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Scores', exact: true })).toBeVisible();
  });

  test('an operation page shows method, path, parameters, schemas and example tabs', async ({
    page,
  }) => {
    await page.goto(OPERATION);
    await waitForPage(page);
    const article = page.locator('main#content');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Get a trace');
    await expect(article.locator('.api-endpoint')).toHaveText('GET /api/public/traces/{traceId}');
    for (const name of ['Authentication', 'Parameters', 'Responses', 'Example request'])
      await expect(article.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(article.getByRole('cell', { name: 'traceId' })).toBeVisible();

    // The nested observation tree opens on click; its recursive children link to the schema.
    const observations = article
      .locator('details.api-prop')
      .filter({ hasText: /^observations/ })
      .first();
    await observations.locator('summary').first().click();
    await expect(observations).toHaveAttribute('open', '');
    const recursive = observations.getByRole('link', { name: 'ObservationTree' }).first();
    await expect(recursive).toHaveAttribute('href', '/docs/api/reference/schemas#observationtree');

    const tabs = article.getByRole('tablist').last();
    await expect(tabs.getByRole('tab')).toHaveText(['curl', 'Python', 'JavaScript']);
    await expect(article.getByRole('tabpanel').last()).toContainText('curl -X GET');
    await tabs.getByRole('tab', { name: 'Python' }).click();
    await expect(article.getByRole('tabpanel').last()).toContainText('httpx.request(');
    await tabs.getByRole('tab', { name: 'JavaScript' }).click();
    await expect(article.getByRole('tabpanel').last()).toContainText('await fetch(');
    await expect(
      article.getByRole('tabpanel').last().locator('.hljs-keyword').first(),
    ).toBeVisible();

    await recursive.click();
    await expect(page).toHaveURL(/\/docs\/api\/reference\/schemas#observationtree$/);
    await expect(page.getByRole('heading', { level: 2, name: 'ObservationTree' })).toBeInViewport();
  });

  test('an operation with a body shows the request body schema as a tree', async ({ page }) => {
    await page.goto('/docs/api/reference/scores/create-score');
    await waitForPage(page);
    const article = page.locator('main#content');
    const heading = article.getByRole('heading', { level: 2, name: 'Request body' });
    await expect(heading).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link'),
    ).toContainText(['Authentication', 'Request body', 'Responses']);
    // The paragraph and schema right under the heading, before "Responses".
    await expect(article.locator('h2#request-body + p')).toHaveText('application/json, required.');
    const schema = article.locator('h2#request-body + p + .api-schema');
    const heads = schema.locator(':scope > .api-prop > .api-prop-head');
    await expect(heads.filter({ hasText: /^name/ })).toHaveText('name string required');
    await expect(heads.filter({ hasText: /^dataType/ })).toContainText(
      'enum: NUMERIC | CATEGORICAL | BOOLEAN',
    );
    // value is anyOf number | string: a collapsed branch that opens on click.
    const value = schema.locator(':scope > details.api-prop').filter({ hasText: /^value/ });
    await expect(value.getByText('Any of 2 shapes:')).toBeHidden();
    await value.locator('summary').first().click();
    await expect(value).toHaveAttribute('open', '');
    await expect(value.getByText('Any of 2 shapes:')).toBeVisible();
  });

  test('an operation page loads no JavaScript beyond a docs page with tabs and details', async ({
    browser,
  }) => {
    /** Script URLs a fresh visit loads: first load, then scrolled through, tabs and details used. */
    async function scriptsOf(route: string): Promise<Set<string>> {
      const context = await browser.newContext({ viewport: desktop });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // Offline support starts on every page a few seconds after load, whatever the page holds.
        if (request.resourceType() === 'script' && !pathname.includes('/register-offline-'))
          scripts.add(pathname);
      });
      await page.goto(route);
      await waitForPage(page);
      const article = page.locator('main#content');
      for (const tab of await article.getByRole('tab').all()) await tab.click();
      for (const summary of await article.locator('details > summary').all())
        if (await summary.isVisible()) await summary.click();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await context.close();
      return scripts;
    }
    const reference = await scriptsOf(OPERATION);
    // Guides with the same widgets: language tabs (query-traces), collapsible details (debug-an-agent).
    const guides = new Set([
      ...(await scriptsOf('/docs/query-traces')),
      ...(await scriptsOf('/docs/guides/debug-an-agent')),
    ]);
    expect([...reference].some((url) => /\/interactive-tabs-/.test(url))).toBe(true);
    expect([...reference].filter((url) => !guides.has(url))).toEqual([]);
  });

  test('search finds an endpoint by its path and by its operation id', async ({ page }) => {
    await page.goto('/docs');
    await waitForPage(page);
    const byId = await search(page, 'listScoreConfigs');
    await expect(byId.getByRole('option').first()).toHaveAttribute(
      'href',
      /^\/docs\/api\/reference\/score-configs\/list-score-configs/,
      READY,
    );
    const byPath = await search(page, '/api/public/dataset-run-items');
    await expect(
      byPath
        .locator('[role=option][href^="/docs/api/reference/dataset-runs/create-dataset-run-item"]')
        .first(),
    ).toBeVisible();
  });

  test('the document is served as /openapi.json', async ({ request }) => {
    const response = await request.get('/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/traces/{traceId}');
    expect(doc.servers[0].url).toMatch(/^https:\/\/.+\/api\/public$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`an operation page passes axe in ${theme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(OPERATION);
      await waitForPage(page);
      const results = await new AxeBuilder({ page }).include('main#content').analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => v.id)).toEqual([]);
    });
  }
});
