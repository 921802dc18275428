/**
 * `npm run bench`: performance of the built site in headless chromium, printed
 * as a table. Builds the site and serves it with its functions unless --url
 * points at a running one.
 *
 *   tsx scripts/bench.ts [--url http://127.0.0.1:8788] [--port 8799] [--runs 15] [--no-build] [--only search]
 *
 * `--only` matches the benchmark functions' names: firstLoadJavaScript,
 * sidebarNavigation, searchBenchmark, searchShardsBenchmark, lighthouseBenchmark, prerenderBenchmark,
 * videoBenchmark, analyticsFirstLoad, assistantBenchmark.
 *
 * Add a benchmark by appending a function to `benchmarks`: it receives the
 * browser and base URL and returns rows. Budgets are reported, not asserted.
 */
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { analyticsFirstLoad } from './bench-analytics.ts';
import { assistantBenchmark } from './bench-assistant.ts';
import { firstLoadJavaScript } from './bench-first-load.ts';
import { lighthouseBenchmark } from './bench-lighthouse.ts';
import { sidebarNavigation } from './bench-navigation.ts';
import { prerenderBenchmark, timedBuild } from './bench-prerender.ts';
import { searchShardsBenchmark } from './bench-search-shards.ts';
import { videoBenchmark } from './bench-video.ts';
import { chromiumArgs, chromiumExecutablePath } from './chromium-flags.ts';
import { type LocalStack, startLocalStack } from './local-stack.ts';
import { searchBenchmark } from './search-bench.ts';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The budget this value must stay within (at most), if there is one. */
  budget?: number;
  detail?: string;
}

/** The `npm run build` this run made, if it made one. */
export interface BuildTiming {
  /** Wall clock of the whole `npm run build`. */
  ms: number;
  /** Where that build wrote its PrerenderTiming (scripts/prerender/vite-plugin.ts). */
  prerenderTimingFile: string;
  /** The site it built (its prerender server entry is kept by that name, prerender/cache-dir.ts). */
  outDir: string;
}

interface BenchContext {
  browser: Browser;
  baseURL: string;
  runs: number;
  build?: BuildTiming;
}

export type Benchmark = (context: BenchContext) => Promise<BenchRow[]>;

/** Benchmarks in the order they run; append new ones here. */
const benchmarks: Benchmark[] = [
  firstLoadJavaScript,
  sidebarNavigation,
  searchBenchmark,
  searchShardsBenchmark,
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
  let build: BuildTiming | undefined;
  let baseURL = values.url;
  if (!baseURL) {
    const out = `.cache/bench-${values.port}`;
    if (!values['no-build']) build = timedBuild(out);
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
      rows.push(...(await benchmark({ browser, baseURL, runs: Number(values.runs), build })));
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
