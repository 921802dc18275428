/**
 * Lighthouse 12 (mobile, simulated throttling) on the home page, a docs page,
 * a page with a diagram and a cookbook guide: the median of three runs of each
 * score and metric.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Benchmark, BenchRow } from './bench.ts';
import { chromiumArgs, chromiumExecutablePath } from './chromium-flags.ts';
import { percentile, round } from './stats.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The pages of the first-load budget (issue: home, docs page, diagram page, cookbook guide). */
export const BUDGET_PAGES = [
  '/',
  '/docs/get-started',
  '/docs/tracing',
  '/guides/cookbook/annotation_queues_workflow',
];
const RUNS = 3;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbt: number;
  cls: number;
  lcp: number;
}

export function runLighthouse(url: string, outFile: string): LighthouseRun {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--chrome-flags=--headless ${chromiumArgs.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumExecutablePath }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`lighthouse ${url} failed: ${run.stderr.slice(-500)}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcp: metric('largest-contentful-paint'),
  };
}

/** Lighthouse RUNS times on `url`; returns the median of any score or metric. */
export function medianOfRuns(url: string, work: string): (key: keyof LighthouseRun) => number {
  const runs = Array.from({ length: RUNS }, (_, index) =>
    runLighthouse(url, path.join(work, `run-${index}.json`)),
  );
  return (key) =>
    percentile(
      runs.map((run) => run[key]).sort((a, b) => a - b),
      0.5,
    );
}

export const lighthouseBenchmark: Benchmark = async ({ baseURL }) => {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const rows: BenchRow[] = [];
  try {
    for (const page of BUDGET_PAGES) {
      const median = medianOfRuns(new URL(page, baseURL).href, work);
      const scores = `a11y ${median('accessibility')}, best practices ${median('bestPractices')}, SEO ${median('seo')}`;
      rows.push(
        {
          name: `lighthouse ${page} performance`,
          value: median('performance'),
          unit: 'score',
          detail: `target ≥ 98; ${scores} (target 100); LCP ${round(median('lcp'))} ms`,
        },
        { name: `lighthouse ${page} TBT`, value: round(median('tbt')), unit: 'ms', budget: 50 },
        { name: `lighthouse ${page} CLS`, value: median('cls'), unit: '', budget: 0 },
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
};
