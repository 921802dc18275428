/**
 * npm run bench:dev-update -- [--content DIR] [--page FILE] [--runs 7] [--server-only]
 *
 * How long after a page is saved its change shows in the open page. Starts
 * Vite's dev server in this process on the tree, opens the page in chromium,
 * edits it `runs` times and times each save to the edit's text appearing in
 * the page's DOM, and to the first `content:update` (the HMR event the page
 * refetches its chunk on: the saved page's preview, before the whole build)
 * being handed to the socket; then restores the page.
 * `--server-only` skips the browser. Default tree: the 10,000-page corpus
 * (`npm run corpus`).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { CONTENT_UPDATE_EVENT } from '../build-content/vite-plugin.ts';
import { chromiumArgs, chromiumExecutablePath } from './chromium-flags.ts';
import { percentile } from './stats.ts';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: '.cache/corpus-10k' },
    page: { type: 'string' },
    runs: { type: 'string', default: '7' },
    'server-only': { type: 'boolean', default: false },
  },
});
const contentDir = path.resolve(values.content);
if (!existsSync(contentDir)) {
  console.error(`bench:dev-update: no content tree at ${contentDir} (npm run corpus first)`);
  process.exit(2);
}

/** A page deep in the tree by default: the first .mdx file of the first folder, depth first. */
function firstPage(dir: string): string {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  const file = entries.find(
    (entry) => entry.isFile() && entry.name.endsWith('.mdx') && entry.name !== 'index.mdx',
  );
  if (file) return path.join(dir, file.name);
  const folder = entries.find(
    (entry) => entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'ja-JP',
  );
  if (!folder) throw new Error(`no page under ${dir}`);
  return firstPage(path.join(dir, folder.name));
}

const page = values.page ? path.resolve(values.page) : firstPage(contentDir);
const route = `/${path
  .relative(contentDir, page)
  .split(path.sep)
  .join('/')
  .replace(/\.mdx?$/, '')
  .replace(/(^|\/)index$/, '')}`;
process.env.CONTENT_DIR = contentDir;
const started = performance.now();
const server = await createServer({ logLevel: 'warn', server: { port: 0, host: '127.0.0.1' } });
console.log(`dev server: content built in ${((performance.now() - started) / 1000).toFixed(1)}s`);
/** Milliseconds since the epoch, as the browser's performance.timeOrigin + now() counts them. */
const now = () => performance.timeOrigin + performance.now();

// The plugin sends through server.ws; wrapping it sees the event when it leaves.
let onUpdate: (() => void) | undefined;
const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
server.ws.send = ((...args: unknown[]) => {
  const payload = args[0] as { type?: string; event?: string } | string;
  if (typeof payload === 'object' && payload.event === CONTENT_UPDATE_EVENT) onUpdate?.();
  send(...args);
}) as typeof server.ws.send;

/** The page open in chromium, or none with --server-only. */
async function openPage(): Promise<{ tab: Page; close: () => Promise<void> } | undefined> {
  if (values['server-only']) return undefined;
  await server.listen();
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  const tab = await browser.newPage();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await tab.goto(`http://127.0.0.1:${port}${route}`, { timeout: 120_000 });
  await tab.locator('main h1').first().waitFor({ timeout: 120_000 });
  return { tab, close: () => browser.close() };
}

/**
 * When `text` shows in the page's main content (epoch ms, the page's clock).
 * A script string: tsx would wrap named functions in a helper the page lacks.
 */
function shownAt(tab: Page, text: string): Promise<number> {
  return tab.evaluate(`new Promise((resolve) => {
    const marker = ${JSON.stringify(text)};
    const observer = new MutationObserver(() => check());
    function check() {
      if (!document.querySelector('main')?.textContent?.includes(marker)) return;
      observer.disconnect();
      resolve(performance.timeOrigin + performance.now());
    }
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  })`) as Promise<number>;
}

const browserPage = await openPage();
const original = readFileSync(page, 'utf8');
const sent: number[] = [];
const shown: number[] = [];
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const marker = `Edited for the dev update bench, run ${run}.`;
    const visible = browserPage && shownAt(browserPage.tab, marker);
    const updated = new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no content:update within 30 s')), 30_000);
      onUpdate = () => {
        clearTimeout(timeout);
        resolve(now());
      };
    });
    // The observer is in place before the save.
    await browserPage?.tab.evaluate(() => 0);
    writeFileSync(page, `${original}\n\n${marker}\n`);
    const saved = now();
    sent.push((await updated) - saved);
    if (visible) shown.push((await visible) - saved);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
} finally {
  writeFileSync(page, original);
  await browserPage?.close();
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `${label}: median ${Math.round(percentile(sorted, 0.5))} ms, max ${Math.round(sorted[sorted.length - 1])} ms ` +
    `(${times.map((ms) => Math.round(ms)).join(', ')})`
  );
}
console.log(`dev update: ${path.relative(process.cwd(), page)} saved (${route})`);
console.log(summary('  → content:update sent', sent));
if (shown.length > 0) console.log(summary('  → change visible in the page', shown));
await server.close();
process.exit(0);
