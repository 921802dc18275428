/**
 * `npm run bench` rows for search, as the reader sees it (DESIGN.md and issue
 * budgets): from the keydown of each key to the visible change of the result
 * list, in both typing modes of ../shared/measure/search.mjs, and from the
 * first focus of the box to the first visible result; on this site's own
 * index and on a generated 2,000-page one served in place of it. Also the
 * chunks' sizes, when the index is complete, and the longest main-thread
 * task while it loads.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import {
  searchChunkLine,
  searchChunkText,
  searchHeadEntry,
} from '../build-content/lib/search-chunk.ts';
import type { Benchmark, BenchRow } from './bench.ts';
import { generateSearchChunk } from './search-bench-corpus.ts';
import {
  probeScript,
  RESULT_SELECTOR,
  type TypingMode,
  type TypingRun,
  typeAndMeasure,
} from './search-bench-typing.ts';
import { percentile, round } from './stats.ts';

const PAGES = 2000;
const MODES: TypingMode[] = ['each', 'continuous'];

interface Scenario {
  label: string;
  query: string;
  /** Budget for focus → first visible result. */
  firstResultBudget?: number;
  /** Budget for focus → first result from the index. */
  indexResultBudget?: number;
  /** Routes the locale's chunks to another server, for the generated corpus. */
  serve?: { full: string; head: string };
}

interface LoadFigures {
  indexed: number;
  longest: number;
}

/** One fresh reader: a new context (cold cache), the page, the typing, then the load figures. */
async function readerOnce(browser: Browser, baseURL: string, scenario: Scenario, mode: TypingMode) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript({ content: probeScript(RESULT_SELECTOR) });
  // Third parties are blocked the way ../shared/measure/search.mjs blocks them:
  // a predicate route, which passes every request (the service worker's too)
  // through the test driver and turns the HTTP cache off. Without it this
  // bench read about half the yardstick's focus → first result.
  const { host } = new URL(baseURL);
  await context.route(
    (url) => /^https?:$/.test(url.protocol) && url.host !== host,
    (route) => route.abort('blockedbyclient'),
  );
  if (scenario.serve) {
    const { full, head } = scenario.serve;
    await context.route(/\/_content\/[^/]+\/search\/[^/]+\.json$/, (route) =>
      route.continue({ url: route.request().url().endsWith('.head.json') ? head : full }),
    );
  }
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/docs/get-started`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(500);
    await watchLongTasks(page);
    const typing = await typeAndMeasure(page, scenario.query, mode);
    const load = await loadFigures(page);
    return { typing, load };
  } finally {
    await context.close();
  }
}

async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

async function loadFigures(page: Page): Promise<LoadFigures> {
  await page.locator('.search[data-complete]').waitFor({ timeout: 60_000 });
  return page.evaluate(() => {
    const ready = performance.getEntriesByName('search:ready')[0];
    const indexed = performance.getEntriesByName('search:indexed')[0];
    return {
      indexed: indexed.startTime - ready.startTime + ready.duration,
      longest: Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks),
    };
  });
}

/** Gzip-compressed from loopback, as a CDN serves the real chunks. */
async function serveCorpus(): Promise<{
  server: Server;
  full: string;
  head: string;
  sizes: number[];
}> {
  const corpus = Object.entries(generateSearchChunk(PAGES));
  const full = gzipSync(
    searchChunkText(corpus.map(([route, entry]) => searchChunkLine(route, entry))),
  );
  const head = gzipSync(
    searchChunkText(corpus.map(([route, entry]) => searchChunkLine(route, searchHeadEntry(entry)))),
  );
  const server = createServer((request, response) => {
    const body = request.url?.startsWith('/head') ? head : full;
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    server,
    full: `${base}/full.json`,
    head: `${base}/head.json`,
    sizes: [full.length, head.length],
  };
}

const median = (values: number[]) =>
  round(
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  );
const p95 = (values: number[]) =>
  round(
    percentile(
      [...values].sort((a, b) => a - b),
      0.95,
    ),
  );

function scenarioRows(
  scenario: Scenario,
  results: Map<TypingMode, TypingRun[]>,
  load: LoadFigures[],
) {
  const rows: BenchRow[] = [];
  const runs = [...results.values()].flat();
  const firsts = runs.map((run) => run.focusToFirstResult).filter((value) => value !== null);
  const fromIndex = runs.map((run) => run.focusToIndexResult).filter((value) => value !== null);
  rows.push(
    {
      name: `Search (${scenario.label}): focus → first visible result (median)`,
      value: median(firsts),
      unit: 'ms',
      budget: scenario.firstResultBudget,
      detail: `query "${scenario.query}", ${firsts.length} fresh readers, cold cache`,
    },
    {
      name: `Search (${scenario.label}): focus → first result from the index (median)`,
      value: median(fromIndex),
      unit: 'ms',
      budget: scenario.indexResultBudget,
      detail: 'before it, page titles answer',
    },
  );
  for (const [mode, runs] of results) {
    const keys = runs.flatMap((run) => run.keys);
    // Every key, the first ones typed while the index loads included, as search.mjs pools them.
    const answered = keys.filter((value) => value !== null);
    const how = mode === 'each' ? 'settled after each key' : 'typed 120 ms apart';
    rows.push(
      {
        name: `Search (${scenario.label}, ${mode}): keydown → results visible (median)`,
        value: median(answered),
        unit: 'ms',
        budget: 16,
        detail: `${how}; ${keys.filter((value) => value !== null).length}/${keys.length} keys changed the list`,
      },
      {
        name: `Search (${scenario.label}, ${mode}): keydown → results visible (p95)`,
        value: p95(answered),
        unit: 'ms',
        budget: 33,
      },
    );
  }
  rows.push(
    {
      name: `Search (${scenario.label}): focus → section text indexed (median)`,
      value: median(load.map((figures) => figures.indexed)),
      unit: 'ms',
    },
    {
      name: `Search (${scenario.label}): longest main-thread task while loading`,
      value: round(Math.max(...load.map((figures) => figures.longest))),
      unit: 'ms',
      budget: 50,
      detail: '0 = no task over 50 ms',
    },
  );
  return rows;
}

export const searchBenchmark: Benchmark = async ({ browser, baseURL, runs }) => {
  const corpus = await serveCorpus();
  const scenarios: Scenario[] = [
    { label: 'this site', query: 'observe', firstResultBudget: 150 },
    {
      // Its titles answer from this site's route tree, so the budget is on the index's answer.
      label: `${PAGES} pages`,
      query: 'trace sampling',
      indexResultBudget: 300,
      serve: { full: corpus.full, head: corpus.head },
    },
  ];
  const readers = Math.max(1, Math.min(runs, 5));
  const rows: BenchRow[] = [
    {
      name: `Search chunk, ${PAGES} pages (gzip)`,
      value: round(corpus.sizes[0] / 1024),
      unit: 'KB',
    },
    {
      name: `Search head chunk, ${PAGES} pages (gzip)`,
      value: round(corpus.sizes[1] / 1024),
      unit: 'KB',
      detail: 'titles, headings and 100-character section starts: what "ready" waits for',
    },
  ];
  try {
    for (const scenario of scenarios) {
      const results = new Map<TypingMode, TypingRun[]>(MODES.map((mode) => [mode, []]));
      const load: LoadFigures[] = [];
      for (let reader = 0; reader < readers; reader += 1)
        for (const mode of MODES) {
          const result = await readerOnce(browser, baseURL, scenario, mode);
          results.get(mode)?.push(result.typing);
          load.push(result.load);
        }
      rows.push(...scenarioRows(scenario, results, load));
    }
  } finally {
    corpus.server.close();
  }
  return rows;
};
