import { expect, test } from '@playwright/test';
import { type SecondSite, serveSecondSite } from './second-site';

/**
 * A deploy while a tab is open on the old build, with no service worker: build
 * A is served from its own folder, the reader opens a page, then build B
 * (changed content) replaces it, A's /_content/<buildId>/ and code chunks
 * included. The tab's next page is asked for under A's buildId, is gone, and
 * the tab moves to B with one reload of that page and no error page.
 */
const CHANGE = 'Readers of an older tab land on this build in one reload.';
const TARGET = '/docs/sdk/python/sdk-v3';
const TARGET_CHUNK = `pages${TARGET}.json`;

test.setTimeout(600_000);

let second: SecondSite;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  second = await serveSecondSite('deploy', 101);
  base = second.base;
});

test.afterAll(() => second?.stop());

const buildIdOf = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => JSON.parse(document.getElementById('content-manifest')?.textContent ?? '{}').buildId,
  );

test('a tab on build A after build B goes live moves to B with one clean reload', async ({
  page,
}) => {
  // Every document of the tab watches for an error page, however briefly shown.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      if (/Submit an issue about broken link|This page could not be loaded/.test(text)) {
        sessionStorage.setItem('saw-error-page', location.pathname);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${base}/docs/get-started`);
  await page.locator('html[data-app="live"]').waitFor();
  const before = await buildIdOf(page);

  // Build B: one changed page, built into the served folder; A's files are gone.
  const after = second.deploy('docs/sdk/python/sdk-v3.mdx', CHANGE);
  expect(after).not.toBe(before);
  // The local server picks the new folder up (it may restart meanwhile): wait until B is live.
  await expect
    .poll(
      async () => {
        try {
          return (await (await fetch(`${base}/_content/manifest.json`)).json()).buildId;
        } catch {
          return null;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(after);
  expect((await fetch(`${base}/_content/${before}/${TARGET_CHUNK}`)).status).toBe(404);
  // A page the tab has not loaded or prefetched (a page already in memory is simply read from A).
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(fetched.filter((url) => url.endsWith(TARGET_CHUNK))).toEqual([]);

  let loads = 0;
  // A new document, not a history entry: one per reload.
  page.on('domcontentloaded', () => {
    loads += 1;
  });
  // The reader goes on to another page from the open tab (a client-side navigation, as
  // the back and forward buttons make it).
  await page.evaluate((route) => {
    history.pushState(null, '', route);
    dispatchEvent(new PopStateEvent('popstate'));
  }, TARGET);
  await expect(page.locator('article')).toContainText(CHANGE, { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(TARGET);
  expect(await buildIdOf(page)).toBe(after);
  await page.waitForLoadState('load');
  expect(loads).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('saw-error-page'))).toBeNull();
});
