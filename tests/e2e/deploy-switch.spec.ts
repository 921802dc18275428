import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteConfigValues } from '../../config/values';

/**
 * A deploy while a tab is open on the old build, with no service worker: build
 * A is served from its own folder, the reader opens a page, then build B
 * (changed content) replaces it, A's /_content/<buildId>/ and code chunks
 * included. The tab's next page is asked for under A's buildId, is gone, and
 * the tab moves to B with one reload of that page and no error page.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8790);
const switchPort = port + 101;
const base = `http://127.0.0.1:${switchPort}`;
const work = path.join(root, '.cache', `e2e-${port}`, 'deploy');
const site = path.join(work, 'site');
const CHANGE = 'Readers of an older tab land on this build in one reload.';
const TARGET = '/docs/sdk/python/sdk-v3';
const TARGET_CHUNK = `pages${TARGET}.json`;

test.setTimeout(600_000);

let server: ChildProcess | undefined;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/_content/manifest.json`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the deploy server on ${switchPort} did not start`);
}

function tsx(args: string[], env: NodeJS.ProcessEnv = {}) {
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const built = path.join(root, '.cache', `e2e-${port}`, 'dist');
  if (!existsSync(path.join(built, 'index.html'))) throw new Error(`${built} is not built`);
  rmSync(work, { recursive: true, force: true });
  cpSync(built, site, { recursive: true });
  server = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      'scripts/serve.ts',
      '--port',
      String(switchPort),
      '--dir',
      site,
      '--state',
      path.join(work, 'state'),
      '--fresh',
    ],
    { cwd: root, detached: true, stdio: 'ignore' },
  );
  await waitForServer();
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

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
  const content = path.join(work, 'content');
  cpSync(path.join(root, 'content'), content, { recursive: true });
  appendFileSync(path.join(content, 'docs', 'sdk', 'python', 'sdk-v3.mdx'), `\n${CHANGE}\n`);
  // A copied tree is another tree: it gets this site's editorial data through its own _site.json.
  const treeKeys = [
    'contentVariables',
    'team',
    'contributors',
    'cookbookGroups',
    'embedHosts',
    'assistantSkippedSections',
  ] as const;
  writeFileSync(
    path.join(content, '_site.json'),
    JSON.stringify(Object.fromEntries(treeKeys.map((key) => [key, siteConfigValues[key]]))),
  );
  const bundle = path.join(work, 'bundle');
  tsx(['build-content/cli.ts', '--content', content, '--out', bundle, '--links', 'warn']);
  tsx(
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', site, '--emptyOutDir'],
    { CONTENT_BUNDLE_DIR: bundle },
  );
  const after = JSON.parse(
    readFileSync(path.join(site, '_content', 'manifest.json'), 'utf8'),
  ).buildId;
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
