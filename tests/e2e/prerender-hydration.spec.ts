import { expect, type Page, test } from '@playwright/test';

/** One route of every kind the site has; the hydration of each must be silent. */
const routes = [
  { kind: 'home', path: '/' },
  { kind: 'docs page', path: '/docs/get-started' },
  { kind: 'translated docs page', path: '/ja-JP/docs/get-started' },
  { kind: 'untranslated page of the second locale', path: '/ja-JP/docs/roadmap' },
  { kind: 'cookbook guide', path: '/guides/cookbook/annotation_queues_workflow' },
  { kind: 'docs page of a notebook', path: '/integrations/frameworks/langserve' },
  { kind: 'page with tabs', path: '/integrations/model-providers/openai' },
  { kind: 'page with a diagram', path: '/docs/tracing', lateSelector: '.mermaid-diagram svg' },
  { kind: 'blog post', path: '/blog/cost-control-playbook' },
  { kind: 'changelog entry', path: '/changelog/masking' },
  { kind: 'collection index (changelog)', path: '/changelog', lateSelector: '.collection-index' },
  { kind: 'customer story', path: '/customers/brightfold-bank' },
  { kind: 'marketing page (full-width page layout)', path: '/pricing' },
  { kind: 'the 404 page itself', path: '/404', status: 404 },
];

/** The error pages are served with their status, which the console reports as a failed load. */
function unexpected(errors: string[], status?: number): string[] {
  const served = `the server responded with a status of ${status} (Not Found)`;
  return status ? errors.filter((error) => !error.endsWith(served)) : errors;
}

/** Waits for what arrives after hydration: the page footer area and, if given, a late part. */
async function waitForLateParts(page: Page, lateSelector?: string) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('.page-footer-pending')).toHaveCount(0, { timeout: 20_000 });
  if (lateSelector) await page.locator(lateSelector).first().waitFor({ timeout: 30_000 });
}

/**
 * Every console error, uncaught error and React recoverable-error report
 * (React reports those through window.reportError, which fires `error`).
 */
async function collectErrors(page: Page): Promise<string[]> {
  // Third-party hosts (contributor avatars, analytics) are unreachable here: they answer empty.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204 }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Remembers the server's <main> before the app starts: hydration keeps that very node. */
async function rememberServerMarkup(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverMain: Element | null }).serverMain =
        document.querySelector('main');
    });
    window.addEventListener('error', (event) => {
      console.error(`window error: ${event.message}`);
    });
  });
}

async function keptServerMarkup(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverMain: Element | null }).serverMain;
    return kept !== null && kept === document.querySelector('main') && kept.isConnected;
  });
}

// Both themes in one page, one load each: the page's set-up is paid once a route.
for (const { kind, path, lateSelector, status } of routes) {
  test(`${kind} (${path}) hydrates without an error in the light and the dark theme`, async ({
    page,
  }) => {
    test.slow();
    const errors = await collectErrors(page);
    await rememberServerMarkup(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await page.locator('html[data-app="live"]').waitFor();
      // The theme is on <html> before the first paint, not after the app starts.
      const darkAtParse = await page.evaluate(() =>
        document.documentElement.classList.contains('dark'),
      );
      expect(darkAtParse, colorScheme).toBe(colorScheme === 'dark');
      expect(await keptServerMarkup(page), colorScheme).toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Lazy parts (page footer, diagrams) arrive after hydration: they must be silent too.
      await waitForLateParts(page, lateSelector);
      expect(unexpected(errors, status), colorScheme).toEqual([]);
    }
  });
}

test('the 404 page served for an unknown path renders for that path without an error', async ({
  page,
}) => {
  const errors = await collectErrors(page);
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-app="live"]').waitFor();
  const link = page.getByRole('link', { name: 'Submit an issue about broken link →' });
  const issue = new URL((await link.getAttribute('href')) ?? '');
  expect(issue.searchParams.get('title')).toContain('/docs/no-such-page');
  await waitForLateParts(page);
  expect(unexpected(errors, 404)).toEqual([]);
});

test('a dark-mode reader never sees the light theme: it is set before the first paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Records the theme at the first paint of the prerendered page, before any module runs.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-paint' || entry.name === 'first-contentful-paint')
          (window as unknown as Record<string, boolean>)[entry.name] =
            document.documentElement.classList.contains('dark');
      }
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/docs/get-started');
  await page.locator('html[data-app="live"]').waitFor();
  const painted = await page.evaluate(() => {
    const w = window as unknown as Record<string, boolean | undefined>;
    return [w['first-paint'], w['first-contentful-paint']];
  });
  expect(painted).toEqual([true, true]);
});

test('the app code is requested after the prerendered page has painted, its data after the stylesheet', async ({
  page,
}) => {
  await page.goto('/docs/get-started');
  await page.locator('html[data-app="live"]').waitFor();
  const { painted, styled, requests } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      styled: Math.max(
        ...resources.filter((entry) => /\.css$/.test(entry.name)).map((entry) => entry.responseEnd),
      ),
      requests: resources
        .filter((entry) => /\/assets\/.*\.js$|\/_content\/.*\.json$/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    };
  });
  expect(painted).toBeGreaterThan(0);
  expect(requests.map((request) => request.name)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/assets\/index-[\w-]+\.js$/),
      expect.stringMatching(/\/page-map\.en-US\.json$/),
      expect.stringMatching(/\/pages\/docs\/get-started\.json$/),
    ]),
  );
  for (const request of requests) {
    const after = request.name.endsWith('.js') ? painted : styled;
    expect(request.startTime, request.name).toBeGreaterThanOrEqual(after);
  }
});

test('the body is parsed once the stylesheet is in, so the page is laid out once, with its styles', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested!: () => void;
  const cssRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  const navigation = page.goto('/docs/get-started', { waitUntil: 'commit' });
  await cssRequested;
  await navigation;
  // The start script after the stylesheet waits for it, and the parser for the script.
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => [document.readyState, !!document.getElementById('root')]),
  ).toEqual(['loading', false]);
  release();
  await page.locator('html[data-app="live"]').waitFor();
  await expect(page.locator('#root h1')).toBeVisible();
});

test('a button clicked before the app is live does its work once the app is', async ({ page }) => {
  // The app code is held back until the reader has clicked.
  let release!: () => void;
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await clicked;
    await route.continue();
  });
  // The held script keeps the load event back.
  await page.goto('/docs/get-started', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Ask AI' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await page.locator('html[data-app="live"]').waitFor();
  await expect(page.getByRole('dialog', { name: 'Ask AI' })).toBeVisible();
});
