import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { visitAndStore } from './offline-helpers';

/**
 * A deploy while a reader has the site open: build A is served from its own
 * folder on a second port (so other specs never see the switch), the reader
 * opens a page, then build B (changed content) is built into the same folder.
 * The waiting worker offers "New version available — reload"; accepting it
 * shows build B as a whole.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8790);
const updatePort = port + 100;
const base = `http://127.0.0.1:${updatePort}`;
const work = path.join(root, '.cache', `e2e-${port}`, 'update');
const site = path.join(work, 'site');
const CHANGE = 'Readers of this build see the update prompt in action.';

test.use({ serviceWorkers: 'allow' });
test.setTimeout(600_000);

let server: ChildProcess | undefined;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/_content/manifest.json`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the update server on ${updatePort} did not start`);
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
  if (!existsSync(path.join(built, 'service-worker.js'))) throw new Error(`${built} is not built`);
  rmSync(work, { recursive: true, force: true });
  cpSync(built, site, { recursive: true });
  server = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      'scripts/serve.ts',
      '--port',
      String(updatePort),
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

test('a new build is offered as "New version available — reload" and loads whole', async ({
  page,
}) => {
  await visitAndStore(page, `${base}/docs/get-started`);
  const before = await page.evaluate(
    () => JSON.parse(document.getElementById('content-manifest')?.textContent ?? '{}').buildId,
  );

  // Build B: the same site with one changed page, into the served folder.
  const content = path.join(work, 'content');
  cpSync(path.join(root, 'content'), content, { recursive: true });
  appendFileSync(path.join(content, 'docs', 'get-started.mdx'), `\n${CHANGE}\n`);
  const bundle = path.join(work, 'bundle');
  tsx(['build-content/cli.ts', '--content', content, '--out', bundle, '--links', 'warn']);
  tsx(
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', site, '--emptyOutDir'],
    {
      CONTENT_BUNDLE_DIR: bundle,
    },
  );
  const after = JSON.parse(
    readFileSync(path.join(site, '_content', 'manifest.json'), 'utf8'),
  ).buildId;
  expect(after).not.toBe(before);

  // The open page checks for a new worker (as it does when it becomes visible again).
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  // Offered in the toast area, the page's polite live region for short messages.
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts).toHaveAttribute('aria-live', 'polite', { timeout: 60_000 });
  const prompt = toasts.locator('[data-sonner-toast]', {
    hasText: 'New version available — reload',
  });
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  // Until the reader accepts, the open page stays on its own build.
  await expect(page.locator('article')).not.toContainText(CHANGE);
  const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);

  await Promise.all([
    page.waitForEvent('load', { timeout: 60_000 }),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect(page.locator('article')).toContainText(CHANGE, { timeout: 30_000 });
  const loaded = await page.evaluate(
    () => JSON.parse(document.getElementById('content-manifest')?.textContent ?? '{}').buildId,
  );
  expect(loaded).toBe(after);
});
