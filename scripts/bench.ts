/**
 * `npm run bench`: performance of the built site in headless chromium, printed
 * as a table. Builds the site and serves it with its functions unless --url
 * points at a running one.
 *
 *   tsx scripts/bench.ts [--url http://127.0.0.1:8788] [--port 8799] [--runs 15] [--no-build] [--only search]
 *
 * Add a benchmark by appending a function to `benchmarks`: it receives the
 * browser and base URL and returns rows. Budgets are reported, not asserted.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { analyticsFirstLoad } from './bench-analytics.ts';
import { assistantBenchmark } from './bench-assistant.ts';
import { lighthouseBenchmark } from './bench-lighthouse.ts';
import { prerenderBenchmark } from './bench-prerender.ts';
import { videoBenchmark } from './bench-video.ts';
import { chromiumArgs, chromiumExecutablePath } from './chromium-flags.ts';
import { type LocalStack, startLocalStack } from './local-stack.ts';
import { searchBenchmark } from './search-bench.ts';
import { percentile, round } from './stats.ts';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The budget this value must stay within (at most), if there is one. */
  budget?: number;
  detail?: string;
}

interface BenchContext {
  browser: Browser;
  baseURL: string;
  runs: number;
}

export type Benchmark = (context: BenchContext) => Promise<BenchRow[]>;

const root = path.resolve(import.meta.dirname, '..');
const DOCS_PAGE = '/docs/get-started';

async function waitForContent(page: Page) {
  await page.locator('html[data-app="live"] main#content:not([aria-busy])').waitFor();
}

/** Every script response of a cold first load of a docs page, gzip-compressed at level 9. */
const firstLoadJavaScript: Benchmark = async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (type !== 'script' && !url.endsWith('.js')) return;
    scripts.set(
      url,
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(`${baseURL}${DOCS_PAGE}`, { waitUntil: 'load' });
  await waitForContent(page);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.values());
  await context.close();
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return [
    {
      name: `JS on first load of ${DOCS_PAGE} (gzip)`,
      value: round(total / 1024),
      unit: 'KB',
      budget: 80,
      detail: `${scripts.size} files`,
    },
  ];
};

/**
 * In-page code, kept as a string: tsx would wrap named functions in a helper
 * that does not exist in the browser. Resolves `window.__paint` with the time
 * from the next click to the first paint after `href` has rendered.
 */
const armPaintTimer = `function (href) {
  window.__paint = new Promise(function (resolve) {
    document.addEventListener('click', function (event) {
      var clickedAt = event.timeStamp;
      function check() {
        if (location.pathname === href && !document.querySelector('main#content[aria-busy]')) {
          // A message posted from a frame callback arrives right after that frame is painted.
          requestAnimationFrame(function () {
            var channel = new MessageChannel();
            channel.port1.onmessage = function () { resolve(performance.now() - clickedAt); };
            channel.port2.postMessage(null);
          });
        } else {
          requestAnimationFrame(check);
        }
      }
      queueMicrotask(check);
    }, { capture: true, once: true });
  });
}`;

/**
 * Click on a link whose chunk is already prefetched (hovered) until the new
 * page is painted: from the click event's timestamp to the first paint after
 * the new route has rendered, alternating next/previous between two pages.
 */
const prefetchedClickToPaint: Benchmark = async ({ browser, baseURL, runs }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // Back and forth between two neighbouring docs pages with next/previous.
  await page.goto(`${baseURL}${DOCS_PAGE}`);
  await waitForContent(page);
  // The first click after load also pays for compiling the render path; it is reported on its own.
  const timings: number[] = [];
  for (let run = 0; run < runs + 1; run += 1) {
    const link = page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: run % 2 === 0 ? /Next/ : /Previous/ });
    await link.hover();
    // Hovering prefetches; give the chunk time to arrive so the click measures rendering only.
    await page.waitForTimeout(400);
    const target = await link.getAttribute('href');
    await page.evaluate(`(${armPaintTimer})(${JSON.stringify(target)})`);
    await link.click();
    timings.push(
      await page.evaluate(() => (window as unknown as { __paint: Promise<number> }).__paint),
    );
    await waitForContent(page);
  }
  await context.close();
  const first = timings.shift() ?? 0;
  timings.sort((a, b) => a - b);
  return [
    {
      name: 'First click after load → paint',
      value: round(first),
      unit: 'ms',
      detail: 'includes compiling the render path',
    },
    {
      name: 'Click on prefetched link → paint (median)',
      value: round(percentile(timings, 0.5)),
      unit: 'ms',
      budget: 50,
      detail: `${runs} runs after the first`,
    },
    {
      name: 'Click on prefetched link → paint (p90)',
      value: round(percentile(timings, 0.9)),
      unit: 'ms',
      budget: 50,
    },
  ];
};

/** Benchmarks in the order they run; append new ones here. */
const benchmarks: Benchmark[] = [
  firstLoadJavaScript,
  prefetchedClickToPaint,
  searchBenchmark,
  lighthouseBenchmark,
  prerenderBenchmark,
  videoBenchmark,
  analyticsFirstLoad,
  assistantBenchmark,
];

function printTable(rows: BenchRow[]) {
  const lines = rows.map((row) => [
    row.name,
    `${row.value} ${row.unit}`,
    row.budget === undefined ? '' : `≤ ${row.budget} ${row.unit}`,
    row.budget === undefined ? '' : row.value <= row.budget ? 'ok' : 'OVER',
    row.detail ?? '',
  ]);
  const header = ['benchmark', 'value', 'budget', '', 'detail'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      port: { type: 'string', default: process.env.BENCH_PORT ?? '8799' },
      runs: { type: 'string', default: '15' },
      'no-build': { type: 'boolean', default: false },
      /** Runs only the benchmarks whose name contains this (e.g. `--only search`). */
      only: { type: 'string' },
    },
  });
  let stack: LocalStack | undefined;
  let baseURL = values.url;
  if (!baseURL) {
    const out = `.cache/bench-${values.port}`;
    if (!values['no-build']) {
      const build = spawnSync(`npm run build -- --outDir ${out}/dist`, {
        cwd: root,
        shell: true,
        stdio: 'inherit',
      });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    stack = await startLocalStack({
      port: Number(values.port),
      dir: `${out}/dist`,
      state: `${out}/state`,
    });
    baseURL = stack.url;
  }
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  const rows: BenchRow[] = [];
  try {
    const only = values.only?.toLowerCase();
    const selected = only
      ? benchmarks.filter((benchmark) => benchmark.name.toLowerCase().includes(only))
      : benchmarks;
    for (const benchmark of selected) {
      rows.push(...(await benchmark({ browser, baseURL, runs: Number(values.runs) })));
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
  printTable(rows);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('bench.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
