import path from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import { npmStart } from './npm-start';
import { visitAndStore } from './offline-helpers';
import { desktop, waitForPage } from './shell-helpers';

/**
 * A site large enough to shard its search index, in miniature: the fixture
 * tree tests/fixtures/search-shards forces sharding (and tiny shards) in its
 * `_site.json` and is served with `npm start -- --content` on a port of its
 * own. The reader finds a word only a page deep in the tree holds, a typo
 * whose meant word lives in another shard, and, after "Save for offline"
 * with the network gone, still gets answers; without saving, the list says
 * what it may lack. Its page map is split too (`pageMapSplitAbove: 0`):
 * a page reads its own section's part.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8790);
const treePort = port + 103;
const base = `http://127.0.0.1:${treePort}`;
const DEEP = '/docs/reference/internals/storage/ledger-format';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: desktop, serviceWorkers: 'allow' });
test.setTimeout(60_000);

let stop: (() => unknown) | undefined;

test.beforeAll(async () => {
  test.setTimeout(400_000);
  const work = path.join(root, '.cache', `e2e-${port}`, 'search-shards');
  const tree = ['--content', 'tests/fixtures/search-shards', '--outDir', path.join(work, 'dist')];
  const server = ['--port', String(treePort), '--state', path.join(work, 'state'), '--fresh'];
  stop = await npmStart([...tree, ...server], `${base}/_content/manifest.json`, 390_000);
});

test.afterAll(() => stop?.());

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search documentation…' });

async function search(page: Page, query: string) {
  const box = searchBox(page);
  await box.fill('');
  await box.click();
  await box.pressSequentially(query);
}

const deepResult = (page: Page) =>
  page.getByRole('listbox').locator(`a[role="option"][href="${DEEP}#blocks"]`);

test('search across shards: a word only a deep page holds, typed partly, and a typo across shards', async ({
  page,
}) => {
  const searchFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/search/')) searchFiles.push(pathname);
  });
  await page.goto(`${base}/docs`);
  await waitForPage(page);

  await search(page, 'quillfeather');
  await expect(deepResult(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('listbox')).toHaveAttribute('data-answered-by', 'index');
  // Only shards and pages: neither the whole chunk nor its head.
  expect(searchFiles.some((file) => /\/search\/[^/]+\.json$/.test(file))).toBe(false);
  expect(searchFiles.some((file) => file.includes('/search/en-US/t/'))).toBe(true);

  await search(page, 'quillfea');
  await expect(deepResult(page)).toBeVisible();

  // "u" and "q" start different shards: the correction is found all the same.
  await search(page, 'uqillfeather');
  await expect(deepResult(page)).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveAttribute('data-query', 'uqillfeather');
});

test('the home page, whose part of the page map holds no page of the tree, answers a first key from titles before any shard is in', async ({
  page,
}) => {
  // Shards and completions wait until the titles have answered.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/search\/en-US\/[tc]\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/`);
  await waitForPage(page);
  const box = searchBox(page);
  await box.click();
  await box.press('l');
  const ledger = page.getByRole('listbox').locator(`a[role="option"][href="${DEEP}"]`);
  await expect(ledger).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveAttribute('data-answered-by', 'titles');
  release();
  await expect(page.getByRole('listbox')).toHaveAttribute('data-answered-by', 'index');
  await expect(page.getByRole('listbox').locator(`a[href^="${DEEP}"]`).first()).toBeVisible();
});

test("a split page map: a page loads its own section's part, a link out of it the other's, and cards of another section come with their page", async ({
  page,
}) => {
  // Other hosts (avatars) are unreachable here: they answer empty, so every console error is the app's.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204 }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const maps = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/page-map.')) maps.add(pathname.replace(/^\/_content\/[^/]+\//, ''));
  });

  // A deep page, opened directly, is rendered and hydrated from its section's part alone.
  await page.goto(`${base}${DEEP}`);
  await waitForPage(page);
  expect([...maps]).toEqual(['page-map.en-US/docs.json']);
  const sidebar = page.getByRole('complementary', { name: 'Documentation' });
  await expect(sidebar.getByRole('link', { name: 'Datasets' })).toBeVisible();

  // The logo leads out of the section: the rest's part is fetched, and the home page's
  // cards of the docs section's pages come from the part already held.
  await page.locator('a.navbar-logo').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor docs' })).toBeVisible();
  await expect(page.locator('a.cards-card[href="/docs/datasets"]')).toBeVisible();
  expect([...maps].sort()).toEqual(['page-map.en-US.rest.json', 'page-map.en-US/docs.json']);

  // Opened directly, the home page has the cards in its HTML and preloads both parts.
  const html = await (await page.request.get(`${base}/`)).text();
  expect(html).toMatch(
    /<a [^>]*href="\/docs\/datasets"[^>]*class="cards-card"|<a [^>]*class="cards-card"[^>]*href="\/docs\/datasets"/,
  );
  maps.clear();
  await page.goto(`${base}/`);
  await waitForPage(page);
  expect([...maps].sort()).toEqual(['page-map.en-US.rest.json', 'page-map.en-US/docs.json']);
  await expect(page.locator('a.cards-card[href="/docs/datasets"]')).toBeVisible();
  await page.locator('a.navbar-link[href="/docs"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Datasets' })).toBeVisible();
  expect(errors).toEqual([]);

  // An unknown path in the section: the 404 page as served until the section's part is in,
  // then the app's 404 for that path, never a loading page between the two.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('main[aria-busy="true"]'))
        (window as unknown as { sawLoading: boolean }).sawLoading = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const missing = await page.goto(`${base}/docs/no-such-page`);
  expect(missing?.status()).toBe(404);
  await page.locator('html[data-app="live"]').waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  expect(
    await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading),
  ).toBeUndefined();
});

test('offline, unsaved: what was fetched still answers, and a missing shard is said', async ({
  page,
  context,
}) => {
  await visitAndStore(page, `${base}/docs/tracing`);
  await search(page, 'sampling');
  const sampling = page.getByRole('listbox').locator('a[href="/docs/tracing#sampling"]');
  await expect(sampling).toBeVisible({ timeout: 15_000 });
  await context.setOffline(true);
  await search(page, 'quillfeather');
  await expect(page.getByRole('status').filter({ hasText: 'No results found.' })).toHaveText(
    'No results found. Offline: results may be incomplete.',
  );
  await search(page, 'sampling');
  await expect(sampling).toBeVisible();
  await context.setOffline(false);
});

test('after "Save for offline", search answers from the saved shards with the network gone', async ({
  page,
  context,
}) => {
  await visitAndStore(page, `${base}/docs/datasets`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('radio', { name: /^All of Documentation/ })).toBeChecked();
  await page.getByRole('button', { name: /^Save [\d.]+ [KM]?B$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toBeVisible({
    timeout: 30_000,
  });

  await context.setOffline(true);
  await page.goto(`${base}/docs/prompts`);
  await waitForPage(page);
  await search(page, 'quillfeather');
  await expect(deepResult(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Offline: results may be incomplete.')).toHaveCount(0);
  await search(page, 'uqillfeather');
  await expect(deepResult(page)).toBeVisible();
});

test('what the page fetched before the worker took over is stored one file at a time', async ({
  browser,
}) => {
  // A fresh context: the worker is installed and takes over this visit.
  const context = await browser.newContext({ viewport: desktop, serviceWorkers: 'allow' });
  const page = await context.newPage();
  let inFlight = 0;
  let most = 0;
  const stored = new Set<string>();
  const fromWorker = (request: Request) =>
    request.serviceWorker() !== null &&
    /^\/_content\/[^/]+\/search\//.test(new URL(request.url()).pathname);
  context.on('request', (request) => {
    if (!fromWorker(request)) return;
    inFlight += 1;
    most = Math.max(most, inFlight);
    stored.add(new URL(request.url()).pathname);
  });
  const done = (request: Request) => {
    if (fromWorker(request)) inFlight -= 1;
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!request.serviceWorker() && pathname.includes('/search/')) fetched.push(pathname);
  });
  await page.goto(`${base}/docs`);
  await waitForPage(page);
  // Searched before the worker is in control (it starts seconds after the load).
  await search(page, 'quillfeather');
  await expect(deepResult(page)).toBeVisible();
  await page.locator('html[data-offline-ready="true"]').waitFor({ timeout: 30_000 });
  expect(fetched.length).toBeGreaterThan(2);
  // Each search file the page had fetched is stored, one request at a time: a burst
  // would hold up the files of the keys the reader types meanwhile.
  for (const file of fetched) expect(stored).toContain(file);
  expect(most).toBe(1);
  await context.close();
});
