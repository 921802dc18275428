import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { desktop, waitForPage } from './shell-helpers';

/**
 * A team moving off Nextra runs `npm start -- --content <their tree>` and
 * sees its own site: this spec does exactly that for a Nextra blog fixture
 * (suffix locales, long dates, object authors) on a port of its own, then
 * reads, searches and navigates it as a reader would.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8790);
const treePort = port + 102;
const base = `http://127.0.0.1:${treePort}`;
const work = path.join(root, '.cache', `e2e-${port}`, 'foreign-tree');

test.use({ viewport: desktop });
test.setTimeout(60_000);

let server: ChildProcess | undefined;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/_content/manifest.json`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start -- --content … did not serve on ${treePort}`);
}

test.beforeAll(async () => {
  test.setTimeout(400_000);
  server = spawn(
    'npm',
    [
      'start',
      '--',
      '--content',
      'tests/fixtures/nextra-blog',
      '--outDir',
      path.join(work, 'dist'),
      '--port',
      String(treePort),
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

test('npm start -- --content serves a Nextra tree: read a page, search it, follow a link', async ({
  page,
}) => {
  await page.goto(`${base}/blog`);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');

  const search = page.getByRole('combobox', { name: 'Search documentation…' });
  await search.click();
  await search.pressSequentially('object authors');
  const result = page
    .getByRole('listbox')
    .getByRole('option', { name: /Typed authors/ })
    .first();
  await expect(result).toBeVisible({ timeout: 20_000 });
  await result.click();
  await expect(page).toHaveURL(`${base}/blog/object-authors`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Typed authors');

  await page.goto(`${base}/`);
  await waitForPage(page);
  await page.getByRole('main').getByRole('link', { name: 'blog' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/blog/?$`));
  await expect(page.getByRole('main').getByRole('link', { name: 'Nextra 2.0' })).toBeVisible();
});
