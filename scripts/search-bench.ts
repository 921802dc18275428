/**
 * `npm run bench` rows for search (DESIGN.md budgets): on a generated
 * 2,000-page chunk served in place of the locale's real one, the chunk's
 * size, the time from first focus of the search box to "ready" (results for
 * titles and headings) and to "fully indexed" (section text too), the longest
 * task on the page's main thread meanwhile, and the per-keystroke query time
 * (the page's round trip to the worker, from the `search:query` measures).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { searchChunkLine, searchChunkText } from '../build-content/lib/search-chunk.ts';
import type { Benchmark, BenchRow } from './bench.ts';
import { generateSearchChunk } from './search-bench-corpus.ts';
import { percentile, round } from './stats.ts';

const PAGES = 2000;
const PHASES = ['stream', 'finish'];
const QUERIES = ['get_client', 'trace sampling', 'prompt label production', 'kalomi', 'flush'];

async function measureOnce(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/docs`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await page.locator('main#content:not([aria-busy])').waitFor({ timeout: 60_000 });
  // Long tasks from here on belong to search, not to the page's own start-up.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const input = page.getByPlaceholder('Search documentation…');
  await input.focus();
  await page.locator('.search[data-state="loaded"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => performance.getEntriesByName('search:indexed').length > 0,
    null,
    {
      timeout: 60_000,
    },
  );
  const load = await page.evaluate(() => {
    const ready = performance.getEntriesByName('search:ready')[0];
    const indexed = performance.getEntriesByName('search:indexed')[0];
    return {
      ready: ready.duration,
      indexed: indexed.startTime - ready.startTime,
      longest: Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks),
    };
  });
  await page.evaluate(() => performance.clearMeasures('search:query'));
  for (const query of QUERIES) {
    await input.fill('');
    for (const character of query) {
      const before = await page.evaluate(() => performance.getEntriesByName('search:query').length);
      await input.press(character === ' ' ? 'Space' : character);
      await page.waitForFunction(
        (count) => performance.getEntriesByName('search:query').length > count,
        before,
      );
    }
  }
  const { keystrokes, engine } = await page.evaluate(() => {
    const entries = performance.getEntriesByName('search:query') as PerformanceMeasure[];
    return {
      keystrokes: entries.map((entry) => entry.duration),
      engine: entries.map((entry) => Number(entry.detail)),
    };
  });
  // The worker reports how long each step of loading took (see LoadPhases).
  const phases = await page.evaluate(
    (names) =>
      Object.fromEntries(
        names.map((name) => [
          name,
          performance.getEntriesByName(`search:${name}`)[0]?.duration ?? 0,
        ]),
      ),
    PHASES,
  );
  return { ...load, keystrokes, engine, phases };
}

/**
 * Serves the generated chunk gzip-compressed from loopback, as the CDN serves
 * the real one, so chromium's own network stack downloads and inflates it
 * (handing 7 MB over Playwright's protocol would time the protocol instead).
 */
async function serveChunk(gzipped: Buffer): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'content-length': gzipped.length,
      'cache-control': 'no-store',
    });
    response.end(gzipped);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/search-chunk.json` };
}

export const searchBenchmark: Benchmark = async ({ browser, baseURL, runs }) => {
  // Laid out as build-content writes it: one route per line.
  const chunk = searchChunkText(
    Object.entries(generateSearchChunk(PAGES)).map(([route, entry]) =>
      searchChunkLine(route, entry),
    ),
  );
  const raw = Buffer.byteLength(chunk);
  const gzipped = gzipSync(chunk, { level: 6 });
  const gzip = gzipped.length;
  const chunkServer = await serveChunk(gzipped);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.route(/\/_content\/[^/]+\/search\/[^/]+\.json$/, (route) =>
    route.continue({ url: chunkServer.url }),
  );
  const ready: number[] = [];
  const indexed: number[] = [];
  const longest: number[] = [];
  const keystrokes: number[] = [];
  const engine: number[] = [];
  const phases = new Map<string, number[]>([...PHASES, 'rest'].map((name) => [name, []]));
  const loads = Math.max(1, Math.min(runs, 9));
  try {
    for (let run = 0; run < loads; run += 1) {
      const page = await context.newPage();
      const result = await measureOnce(page, baseURL);
      ready.push(result.ready);
      indexed.push(result.indexed);
      longest.push(result.longest);
      keystrokes.push(...result.keystrokes);
      engine.push(...result.engine);
      let rest = result.ready;
      for (const [name, duration] of Object.entries(result.phases)) {
        phases.get(name)?.push(duration);
        rest -= duration;
      }
      phases.get('rest')?.push(rest);
      await page.close();
    }
  } finally {
    await context.close();
    chunkServer.server.close();
  }
  for (const list of [ready, indexed, keystrokes, engine, ...phases.values()])
    list.sort((a, b) => a - b);
  const median = (name: string) => round(percentile(phases.get(name) ?? [0], 0.5));
  const rows: BenchRow[] = [
    {
      name: `Search chunk, ${PAGES} pages (raw)`,
      value: round(raw / 1024),
      unit: 'KB',
      detail: `${PAGES * 6} sections`,
    },
    { name: `Search chunk, ${PAGES} pages (gzip)`, value: round(gzip / 1024), unit: 'KB' },
    {
      name: 'Search: first focus → ready (median)',
      value: round(percentile(ready, 0.5)),
      unit: 'ms',
      budget: 300,
      detail: `${loads} loads; titles and headings searchable`,
    },
    {
      name: 'Search: … of which streaming the chunk (median)',
      value: median('stream'),
      unit: 'ms',
      detail: 'gzip from loopback; titles and headings parsed and indexed as lines arrive',
    },
    {
      name: 'Search: … then finishing (median)',
      value: median('finish'),
      unit: 'ms',
      detail: `duplicates and vocabulary; worker start and messages ${median('rest')} ms`,
    },
    {
      name: 'Search: first focus → fully indexed (median)',
      value: round(percentile(indexed, 0.5)),
      unit: 'ms',
      detail: 'section text too, built in slices in the worker',
    },
    {
      name: 'Search: longest main-thread task while loading',
      value: round(Math.max(...longest)),
      unit: 'ms',
      budget: 50,
      detail: '0 = no task over 50 ms',
    },
    {
      name: 'Search: keystroke → results (median)',
      value: round(percentile(keystrokes, 0.5)),
      unit: 'ms',
      budget: 16,
      detail: `${keystrokes.length} keystrokes, page → worker → page; engine alone ${round(percentile(engine, 0.5))} ms`,
    },
    {
      name: 'Search: keystroke → results (p95)',
      value: round(percentile(keystrokes, 0.95)),
      unit: 'ms',
      budget: 16,
      detail: `engine alone ${round(percentile(engine, 0.95))} ms`,
    },
  ];
  return rows;
};
