/**
 * Prerenders every route of every locale (plus the 404, 500 and search pages) of a
 * built site into HTML files next to the bundle, on worker threads.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RouteList } from '../../build-content/bundle-format';
import { SEARCH_PAGE_ROUTE } from '../../src/features/search/results-page/search-page-data.ts';
import { earlierChunkFacts } from './chunk-facts.ts';
import { startMovedPages } from './page-move.ts';
import type { PageKey, ReuseSource } from './page-reuse.ts';
import { checkTemplate } from './page-template.ts';
import type { WorkerInput, WorkerResult } from './render-worker.ts';

export interface PrerenderOptions {
  /** The built site: the bundle (`_content/`) and the shell it fills. */
  outDir: string;
  /** The folder with the server build (render-worker.js). */
  serverDir: string;
  /** The app shell HTML (the client build's index.html). */
  template: string;
  /** Worker threads (default: one per core, at most 4). */
  workers?: number;
  /** The server entry's hash and the day (page-reuse.ts). */
  serverKey?: string;
  /** An earlier build whose unchanged pages are reused (moved), when this build's id is given. */
  reuse?: ReuseSource;
  buildId?: string;
}

export interface PrerenderResult {
  pages: number;
  /** Of those, how many were an earlier build's page with this build's id. */
  reused: number;
  ms: number;
  /** Page chunks read for their facts, and facts taken from the earlier build (chunk-facts.ts). */
  chunks: { read: number; kept: number };
  /** What each page written was made of, for the next build. */
  keys: Record<string, PageKey>;
}

/** The earlier build's keys of these routes only: each worker is sent what it reads. */
function reuseFor(routes: readonly string[], reuse?: ReuseSource): ReuseSource | undefined {
  if (!reuse) return undefined;
  const pages: ReuseSource['pages'] = {};
  for (const route of routes) if (reuse.pages[route]) pages[route] = reuse.pages[route];
  return { ...reuse, pages };
}

/** The routes to render: routes.json, then the reserved error pages. */
export function routesToRender(outDir: string): { routes: string[]; allRoutes: string[] } {
  const allRoutes = JSON.parse(
    readFileSync(path.join(outDir, '_content/routes.json'), 'utf8'),
  ) as RouteList;
  return { routes: [...allRoutes, '/404', '/500', SEARCH_PAGE_ROUTE], allRoutes };
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now();
  checkTemplate(options.template);
  const { routes, allRoutes } = routesToRender(options.outDir);
  // Pages are moved out of the earlier build from here on (page-move.ts), noted under both ids.
  const reuse = options.buildId ? options.reuse : undefined;
  if (reuse && options.buildId) startMovedPages(reuse.dir, reuse.buildId, options.buildId);
  const count = Math.max(
    1,
    Math.min(options.workers ?? Math.min(availableParallelism(), 4), Math.ceil(routes.length / 50)),
  );
  // Round-robin shares, so heavy sections spread over all workers.
  const shares: string[][] = Array.from({ length: count }, () => []);
  for (const [index, route] of routes.entries()) shares[index % count].push(route);

  const earlierChunks = reuse ? earlierChunkFacts(reuse.pages) : [];
  const results = await Promise.all(
    shares.map((share) =>
      runWorker(path.resolve(options.serverDir, 'render-worker.js'), {
        outDir: path.resolve(options.outDir),
        template: options.template,
        routes: share,
        allRoutes,
        serverKey: options.serverKey ?? '',
        reuse: reuseFor(share, reuse),
        earlierChunks,
      }),
    ),
  );
  const errors = results.flatMap((result) => result.errors);
  if (errors.length > 0) {
    throw new Error(`prerender failed for ${errors.length} page(s):\n${errors.join('\n')}`);
  }
  return {
    pages: results.reduce((sum, result) => sum + result.pages, 0),
    reused: results.reduce((sum, result) => sum + result.reused, 0),
    ms: Math.round(performance.now() - started),
    chunks: {
      read: results.reduce((sum, result) => sum + result.chunks.read, 0),
      kept: results.reduce((sum, result) => sum + result.chunks.kept, 0),
    },
    keys: Object.assign({}, ...results.map((result) => result.keys)),
  };
}

function runWorker(file: string, input: WorkerInput): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: input,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let result: WorkerResult | undefined;
    worker.once('message', (message: WorkerResult) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`prerender worker exited with code ${code} before reporting`));
    });
  });
}
