/**
 * `npm run dev` on a content tree: a page saved while it is open shows the
 * edit without a reload. The dev server first serves the saved page's
 * preview under the build the page has, then the whole build; its
 * `content:update` lists what the save changed, so the page keeps the rest
 * (its page map is not fetched again) and loads its own new chunk once.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { desktop } from './shell-helpers';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8790);
const tree = path.join(root, '.cache', `e2e-${port}`, 'dev-tree');
const page = path.join(tree, 'docs', 'intro.en.mdx');

test.use({ viewport: desktop });

let server: ViteDevServer | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(tree, { recursive: true, force: true });
  cpSync(path.join(root, 'tests/fixtures/nextra-suffix'), tree, { recursive: true });
  // vite.config.ts reads the tree from the environment while the server is created, and Vite
  // sets NODE_ENV=development: neither may reach what this worker runs next (npm start).
  const nodeEnv = process.env.NODE_ENV;
  process.env.CONTENT_DIR = tree;
  try {
    server = await createServer({
      root,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0 },
    });
  } finally {
    delete process.env.CONTENT_DIR;
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null | undefined;
  if (!address) throw new Error('the dev server is not listening');
  base = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  await server?.close();
});

test('a page saved while open shows the edit, and keeps the files the save left alone', async ({
  page: tab,
}) => {
  test.setTimeout(90_000);
  // The dev server's content updates, as the page receives them.
  const updates: string[] = [];
  tab.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"content:update"')) updates.push(String(payload));
    }),
  );
  await tab.goto(`${base}/docs/intro`);
  // The dev server compiles the app on the first visit.
  await expect(tab.getByRole('heading', { level: 1, name: 'Intro' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(tab.getByText('English only.')).toBeVisible();
  // A first run also optimises dependencies, which can reload the page once: that is over first.
  await tab.waitForLoadState('networkidle');
  await expect(tab.getByText('English only.')).toBeVisible();
  const fetched: string[] = [];
  tab.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_content/')) fetched.push(pathname);
  });

  const opened = await tab.evaluate(
    () => JSON.parse(document.getElementById('content-manifest')?.textContent ?? '{}').buildId,
  );
  writeFileSync(page, `${readFileSync(page, 'utf8')}\nSaved while the page was open.\n`);
  await expect(tab.getByText('Saved while the page was open.')).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByRole('heading', { level: 1, name: 'Intro' })).toBeVisible();
  // Shown from the saved page's preview, served under the build the page opened with; the
  // build that follows gives the same chunk, which is not fetched again.
  await expect.poll(() => updates.length).toBe(2);
  await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(fetched.filter((file) => file.endsWith('/pages/docs/intro.json'))).toEqual([
    `/_content/${opened}/pages/docs/intro.json`,
  ]);
  expect(fetched.filter((file) => file.includes('/page-map.'))).toEqual([]);
});
