import path from 'node:path';
import { expect, test } from '@playwright/test';
import { npmStart } from './npm-start';
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

// One server for the file: its tests share one worker (fullyParallel would start one per test).
test.describe.configure({ mode: 'serial' });
test.use({ viewport: desktop });
test.setTimeout(60_000);

let stop: (() => unknown) | undefined;

test.beforeAll(async () => {
  test.setTimeout(400_000);
  const work = path.join(root, '.cache', `e2e-${port}`, 'foreign-tree');
  const tree = ['--content', 'tests/fixtures/nextra-blog', '--outDir', path.join(work, 'dist')];
  const server = ['--port', String(treePort), '--state', path.join(work, 'state'), '--fresh'];
  stop = await npmStart([...tree, ...server], `${base}/_content/manifest.json`, 390_000);
});

test.afterAll(() => stop?.());

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

  // "./nextra-2" on /blog/object-authors is the post beside it, not a page below it.
  const sibling = page.getByRole('main').getByRole('link', { name: 'Nextra 2.0' });
  await expect(sibling).toHaveAttribute('href', '/blog/nextra-2');
  await sibling.click();
  await expect(page).toHaveURL(`${base}/blog/nextra-2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nextra 2.0');

  await page.goto(`${base}/`);
  await waitForPage(page);
  await page.getByRole('main').getByRole('link', { name: 'blog' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/blog/?$`));
  await expect(page.getByRole('main').getByRole('link', { name: 'Nextra 2.0' })).toBeVisible();
});

test("the assistant's retrieval answers from the tree's own pages", async ({ request }) => {
  const response = await request.get(`${base}/api/search-docs?q=typed%20authors`);
  expect(response.ok()).toBe(true);
  const { locale, results } = await response.json();
  expect(locale).toBe('en');
  expect(results[0].route).toBe('/blog/object-authors');
});
