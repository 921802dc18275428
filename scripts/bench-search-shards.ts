/**
 * `npm run bench` rows for a sharded search index (issue 29), on a site
 * whose default locale is sharded, e.g. the 10,000-page corpus served with
 * `npm start -- --content .cache/corpus-10k` and measured with
 * `npm run bench -- --url http://127.0.0.1:8788 --only searchShards`:
 * gzip bytes of search files fetched before the first result is visible
 * (titles may answer it: first-key-titles.ts) and before the first result
 * from the index, for a three-word query typed out (fresh reader, cold
 * cache), the JavaScript heap the search holds once the query is typed out,
 * and the largest search file of the build. Bytes are each
 * response re-gzipped at level 6, as ../shared/measure counts them, so the
 * figures do not depend on the server's compression.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { ContentManifest, SearchShardManifest } from '../build-content/bundle-format.ts';
import { shardFiles } from '../src/features/search/shards/shard-paths.ts';
import type { Benchmark, BenchRow } from './bench.ts';
import { probeScript, RESULT_SELECTOR, typeAndMeasure } from './search-bench-typing.ts';
import { round } from './stats.ts';

const QUERY = process.env.SHARD_BENCH_QUERY ?? 'trace sampling rate';
const PAGE = process.env.SHARD_BENCH_PAGE ?? '/';

/** JavaScript heap in use, bytes: the page's and its workers'. */
type Heap = { page: number; workers: number };

interface Fetched {
  at: number;
  path: string;
  gzip: number;
}

/** A worker's heap in use after a full collection, over a browser session (Playwright opens none for workers). */
async function workerHeap(session: CDPSession, targetId: string): Promise<number> {
  const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
  const used = new Promise<number>((resolve) => {
    const listener = (event: { sessionId: string; message: string }) => {
      const message = JSON.parse(event.message) as { id?: number; result?: { usedSize?: number } };
      if (event.sessionId !== sessionId || message.id !== 2) return;
      session.off('Target.receivedMessageFromTarget', listener);
      resolve(message.result?.usedSize ?? 0);
    };
    session.on('Target.receivedMessageFromTarget', listener);
  });
  const methods = ['HeapProfiler.collectGarbage', 'Runtime.getHeapUsage'];
  for (const [index, method] of methods.entries())
    await session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: index + 1, method }),
    });
  return used;
}

/**
 * JavaScript heap in use, after a full collection: the page's (a sharded
 * locale's search runs in the page, sharded-client.ts) and its workers'
 * (a locale searched whole runs in one), by Chromium's own count.
 */
async function heapUsed(browser: Browser, page: Page): Promise<Heap> {
  const pageSession = await page.context().newCDPSession(page);
  await pageSession.send('HeapProfiler.collectGarbage');
  const { usedSize } = await pageSession.send('Runtime.getHeapUsage');
  await pageSession.detach();
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    let workers = 0;
    for (const target of targetInfos)
      if (target.type === 'worker') workers += await workerHeap(session, target.targetId);
    return { page: usedSize, workers };
  } finally {
    await session.detach();
  }
}

async function readerOnce(browser: Browser, baseURL: string, buildId: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript({ content: probeScript(RESULT_SELECTOR) });
  const fetched: Fetched[] = [];
  const searchPrefix = `/_content/${buildId}/search/`;
  context.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith(searchPrefix) || !response.ok()) return;
    const at = Date.now();
    const body = await response.body().catch(() => null);
    if (body)
      fetched.push({ at, path: pathname.slice(searchPrefix.length), gzip: gzipSync(body).length });
  });
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}${PAGE}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(500);
    const heapBefore = await heapUsed(browser, page);
    await typeAndMeasure(page, QUERY, 'continuous');
    // The last answer and its fetches.
    await page.waitForTimeout(1500);
    const heapAfter = await heapUsed(browser, page);
    // Plain expressions only: a function named in here would need the TypeScript loader's helpers.
    const probe = await page.evaluate(() => {
      const state = (
        window as unknown as {
          __searchProbe: { indexAnswer: number | null; changes: { t: number; n: number }[] };
        }
      ).__searchProbe;
      return {
        origin: performance.timeOrigin,
        visible: state.changes.find((change) => change.n > 0)?.t ?? null,
        index: state.indexAnswer,
      };
    });
    const at = (time: number | null) => (time === null ? null : probe.origin + time);
    const firstVisible = at(probe.visible);
    const firstIndexAnswer = at(probe.index);
    const sum = (list: Fetched[]) => list.reduce((total, entry) => total + entry.gzip, 0);
    const before = (time: number | null) =>
      time === null ? null : sum(fetched.filter((f) => f.at <= time));
    return {
      beforeVisible: before(firstVisible),
      beforeFirst: before(firstIndexAnswer),
      typedOut: sum(fetched),
      files: fetched.length,
      heapBefore,
      heapAfter,
    };
  } finally {
    await context.close();
  }
}

/** The largest file of the locale's index, every file fetched once (gzip level 6). */
async function largestFile(baseURL: string, buildId: string, locale: string, manifestPath: string) {
  const base = `${baseURL}/_content/${buildId}`;
  const manifest = (await (await fetch(`${base}/${manifestPath}`)).json()) as SearchShardManifest;
  const queue = shardFiles(locale, manifest.layout);
  const count = queue.length;
  let largest = { path: '', gzip: 0 };
  let total = 0;
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const gzip = gzipSync(
        new Uint8Array(await (await fetch(`${base}/${path}`)).arrayBuffer()),
      ).length;
      total += gzip;
      if (gzip > largest.gzip) largest = { path, gzip };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { largest, total, count };
}

/** What searching added to the heap (page and workers), median of the readers. */
function heapRow(results: { heapBefore: Heap; heapAfter: Heap }[]): BenchRow {
  const mb = (bytes: number) => round(bytes / 1024 / 1024);
  const added = ({ heapBefore, heapAfter }: { heapBefore: Heap; heapAfter: Heap }) =>
    heapAfter.page + heapAfter.workers - heapBefore.page - heapBefore.workers;
  const middle = [...results].sort((a, b) => added(a) - added(b))[Math.floor(results.length / 2)];
  const { heapBefore: before, heapAfter: after } = middle;
  return {
    name: 'Sharded search: heap the query added',
    value: mb(added(middle)),
    unit: 'MB',
    budget: 64,
    detail: `JavaScript heap after a full collection, before typing and once the query is typed out: page ${mb(before.page)} → ${mb(after.page)} MB, workers ${mb(before.workers)} → ${mb(after.workers)} MB (a sharded locale searches in the page)`,
  };
}

export const searchShardsBenchmark: Benchmark = async ({ browser, baseURL, runs }) => {
  const manifest = (await (
    await fetch(`${baseURL}/_content/manifest.json`)
  ).json()) as ContentManifest;
  const locale = manifest.defaultLocale;
  const shardPath = manifest.searchShards?.[locale];
  if (!shardPath)
    return [
      {
        name: 'Sharded search',
        value: 0,
        unit: 'locales',
        detail: `${locale} ships its whole chunk (not sharded)`,
      },
    ];
  const readers = Math.max(1, Math.min(runs, 3));
  const results = [];
  for (let reader = 0; reader < readers; reader += 1)
    results.push(await readerOnce(browser, baseURL, manifest.buildId));
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const measured = (values: (number | null)[]) =>
    values.filter((value): value is number => value !== null);
  const beforeVisible = measured(results.map((result) => result.beforeVisible));
  const before = measured(results.map((result) => result.beforeFirst));
  const files = await largestFile(baseURL, manifest.buildId, locale, shardPath);
  const rows: BenchRow[] = [
    {
      name: 'Sharded search: bytes before the first visible result',
      value: round(median(beforeVisible) / 1024),
      unit: 'KB',
      budget: 60,
      detail: `gzip, query "${QUERY}" typed 120 ms apart, ${beforeVisible.length}/${readers} fresh readers (titles answer it: the page's own and the locale's first-key titles)`,
    },
    {
      name: 'Sharded search: bytes before the first result from the index',
      value: round(median(before) / 1024),
      unit: 'KB',
      detail: `gzip, the same readers: the titles, the manifest, the first key's shard and its pages`,
    },
    {
      name: 'Sharded search: bytes for a three-word query typed out',
      value: round(median(results.map((result) => result.typedOut)) / 1024),
      unit: 'KB',
      budget: 250,
      detail: `gzip, ${median(results.map((result) => result.files))} files`,
    },
    heapRow(results),
    {
      name: 'Sharded search: largest search file',
      value: round(files.largest.gzip / 1024),
      unit: 'KB',
      budget: 100,
      detail: `gzip, ${files.largest.path} of ${files.count} files (${round(files.total / 1024 / 1024)} MB in all)`,
    },
  ];
  return rows;
};
