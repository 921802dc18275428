/**
 * Prerender throughput: the 2,000-page content corpus of `npm run bench:content`
 * is compiled into a bundle, then every route is prerendered with the server
 * build of the last `npm run build` (.cache/prerender/), on worker threads.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { generateCorpus } from '../build-content/bench/corpus.ts';
import { ContentBuilder } from '../build-content/lib/builder.ts';
import { writeBundle } from '../build-content/lib/write-bundle.ts';
import type { Benchmark } from './bench.ts';
import { prerenderSite } from './prerender/prerender-site.ts';
import { PRERENDER_CACHE } from './prerender/vite-plugin.ts';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_MS = 30_000;

export const prerenderBenchmark: Benchmark = async () => {
  const cacheDir = path.join(root, PRERENDER_CACHE);
  const serverDir = path.join(cacheDir, 'server');
  if (!existsSync(path.join(serverDir, 'render-worker.js')))
    throw new Error('prerender bench: run `npm run build` first (it writes .cache/prerender/)');
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
