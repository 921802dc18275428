/**
 * Prerender cost. What the prerender step adds to `npm run build` of the site
 * (budget 40%): from the build this bench run made, or from one it makes when
 * run with --no-build or --url. Then throughput: the 2,000-page content
 * corpus of `npm run bench:content` is compiled into a bundle and every route
 * is prerendered with the server build of that build (kept under
 * .cache/prerender/, see prerender/cache-dir.ts), on worker threads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { generateCorpus } from '../build-content/bench/corpus.ts';
import { ContentBuilder } from '../build-content/lib/builder.ts';
import { writeBundle } from '../build-content/lib/write-bundle.ts';
import type { Benchmark, BenchRow, BuildTiming } from './bench.ts';
import { prerenderAddsPercent, readPrerenderTiming } from './prerender/build-share.ts';
import { prerenderCacheDir } from './prerender/cache-dir.ts';
import { prerenderSite } from './prerender/prerender-site.ts';
import { PRERENDER_TIMING_ENV } from './prerender/vite-plugin.ts';
import { round } from './stats.ts';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_MS = 30_000;
const BUILD_SHARE_BUDGET_PERCENT = 40;

/**
 * `npm run build` into `out`/dist, timed, with its prerender step's timing. Throws if it fails.
 * The output folder is emptied first: a build over the last bench's would reuse its pages
 * (prerender/page-reuse.ts), and the prerender's share of a build is that of one from nothing.
 */
export function timedBuild(out = '.cache/bench-prerender-build'): BuildTiming {
  const prerenderTimingFile = path.join(root, out, 'prerender-timing.json');
  const started = performance.now();
  const run = spawnSync(`npm run build -- --outDir ${out}/dist --emptyOutDir`, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, [PRERENDER_TIMING_ENV]: prerenderTimingFile },
  });
  if (run.status !== 0) throw new Error('prerender bench: `npm run build` failed');
  return {
    ms: Math.round(performance.now() - started),
    prerenderTimingFile,
    outDir: path.join(root, out, 'dist'),
  };
}

function buildShareRows(build: BuildTiming): BenchRow[] {
  const timing = readPrerenderTiming(build.prerenderTimingFile);
  return [
    {
      name: 'prerender step, added to npm run build',
      value: round(prerenderAddsPercent(build.ms, timing.stepMs)),
      unit: '%',
      budget: BUILD_SHARE_BUDGET_PERCENT,
      detail: `${timing.stepMs} ms of a ${build.ms} ms build (server entry ${timing.serverBuildMs} ms, ${timing.pages} pages ${timing.pagesMs} ms)`,
    },
  ];
}

export const prerenderBenchmark: Benchmark = async ({ build }) => {
  const built = build ?? timedBuild();
  const shareRows = buildShareRows(built);
  const cacheDir = prerenderCacheDir(root, built.outDir);
  const serverDir = path.join(cacheDir, 'server');
  if (!existsSync(path.join(serverDir, 'render-worker.js')))
    throw new Error(`prerender bench: the build of ${built.outDir} kept no server entry`);
  const template = readFileSync(path.join(cacheDir, 'shell.html'), 'utf8');

  const work = mkdtempSync(path.join(tmpdir(), 'bench-prerender-'));
  try {
    const contentDir = path.join(work, 'content');
    const outDir = path.join(work, 'site');
    generateCorpus(contentDir, { sections: 20, pagesPerSection: 99, notebooks: 100 });
    const builder = new ContentBuilder({
      contentDir,
      cacheDir: path.join(work, 'cache'),
      links: 'error',
      publicDir: false,
    });
    const output = await builder.build();
    await builder.close();
    if (output.errors.length > 0) throw new Error(`the corpus has ${output.errors.length} errors`);
    await writeBundle(output.files, outDir);

    const result = await prerenderSite({ outDir, serverDir, template });
    const written = readdirSync(outDir, { recursive: true }).filter((file) =>
      String(file).endsWith('.html'),
    ).length;
    const workers = Math.min(availableParallelism(), 4);
    return [
      ...shareRows,
      {
        name: `prerender ${result.pages} pages`,
        value: result.ms,
        unit: 'ms',
        budget: BUDGET_MS,
        detail: `${written} HTML files, ${workers} worker threads`,
      },
      {
        name: 'prerender per page',
        value: Math.round((result.ms / result.pages) * 100) / 100,
        unit: 'ms',
        detail: 'wall clock, all workers',
      },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};
