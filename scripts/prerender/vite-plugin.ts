/**
 * After the client build: builds the server entry for Node, then prerenders
 * every route into the output directory (scripts/prerender/prerender-site.ts).
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { swapIntoPlace } from '../../build-content/lib/write-bundle.ts';
import { buildWorkDir, prerenderCacheDir } from './cache-dir.ts';
import {
  hashFolder,
  hashOf,
  PAGE_KEYS_FILE,
  type PageKeys,
  PRERENDER_PREVIOUS_ENV,
  readReuseSource,
} from './page-reuse.ts';
import { prerenderSite } from './prerender-site.ts';

/**
 * Set to a file path, the build writes there how long its prerender step took
 * (PrerenderTiming, JSON): `npm run bench` weighs it against the whole build.
 */
export const PRERENDER_TIMING_ENV = 'PRERENDER_TIMING_FILE';

export interface PrerenderTiming {
  /** The whole step: server entry build, shell files and the pages. */
  stepMs: number;
  serverBuildMs: number;
  pagesMs: number;
  pages: number;
  /** Pages of the earlier build reused with this build's id. */
  reused: number;
  /** Page chunks read for their facts, and facts taken from the earlier build (chunk-facts.ts). */
  chunks: { read: number; kept: number };
}

/** The shell with an empty #root, next to the prerendered pages (served as /app-shell). */
export const APP_SHELL_FILE = 'app-shell.html';

export async function buildServerEntry(root: string, serverDir: string): Promise<void> {
  // Loaded here: a content-only build (client-reuse/) copies the kept entry and never bundles.
  const [{ build }, { default: react }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
  ]);
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // Bundled so its production build is used (Node would resolve its development build).
    ssr: { noExternal: ['react-router', 'react-router-dom'] },
    build: {
      ssr: true,
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: 'node20',
      rolldownOptions: {
        input: {
          'render-page': path.join(root, 'src/prerender/render-page.tsx'),
          'render-worker': path.join(root, 'scripts/prerender/render-worker.ts'),
        },
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
}

/**
 * The step itself, for the client build in `outDir`: server entry and shell in
 * a folder of this build's own (cache-dir.ts), then every page, reusing the
 * unchanged pages of `previousDir` (the earlier build of `outDir`). Returns
 * where the server entry was kept and how long each part took. With
 * `keptServer` (a server entry built from the same app, content-only-build.ts)
 * that one is copied instead of built.
 */
export async function prerenderStep(
  root: string,
  outDir: string,
  log: (message: string) => void = () => {},
  previousDir?: string,
  keptServer?: string,
): Promise<{ cacheDir: string; timing: PrerenderTiming }> {
  const started = performance.now();
  const cacheDir = prerenderCacheDir(root, outDir);
  const workDir = buildWorkDir(cacheDir);
  try {
    const serverDir = path.join(workDir, 'server');
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    if (keptServer) cpSync(keptServer, serverDir, { recursive: true });
    else await buildServerEntry(root, serverDir);
    const serverBuildMs = Math.round(performance.now() - started);
    writeFileSync(path.join(workDir, 'shell.html'), template);
    // Routes the app renders without a prerendered page (shared conversations) get the bare shell.
    writeFileSync(path.join(outDir, APP_SHELL_FILE), template);
    // Dated, so a page that shows the year (the footer) is rendered again on a new day.
    const serverKey = hashOf(hashFolder(serverDir), new Date().toDateString());
    const reuse = readReuseSource(cacheDir, previousDir);
    const { buildId } = JSON.parse(
      readFileSync(path.join(outDir, '_content', 'manifest.json'), 'utf8'),
    ) as { buildId: string };
    const result = await prerenderSite({ outDir, serverDir, template, serverKey, reuse, buildId });
    log(
      `prerendered ${result.pages} pages (${result.reused} unchanged, reused; ${result.chunks.read} page chunks read) in ${result.ms} ms`,
    );
    const keys: PageKeys = { buildId, pages: result.keys };
    writeFileSync(path.join(workDir, PAGE_KEYS_FILE), JSON.stringify(keys));
    // Another build of the same output may publish at the same moment (swapIntoPlace).
    await swapIntoPlace(workDir, cacheDir);
    const timing: PrerenderTiming = {
      stepMs: Math.round(performance.now() - started),
      serverBuildMs,
      pagesMs: result.ms,
      pages: result.pages,
      reused: result.reused,
      chunks: result.chunks,
    };
    return { cacheDir, timing };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const { timing } = await prerenderStep(
        config.root,
        outDir,
        (message) => config.logger.info(message),
        process.env[PRERENDER_PREVIOUS_ENV] || undefined,
      );
      writePrerenderTiming(timing);
    },
  };
}

/** For `npm run bench`, when it asked (PRERENDER_TIMING_ENV). */
export function writePrerenderTiming(timing: PrerenderTiming): void {
  const timingFile = process.env[PRERENDER_TIMING_ENV];
  if (!timingFile) return;
  mkdirSync(path.dirname(timingFile), { recursive: true });
  writeFileSync(timingFile, JSON.stringify(timing));
}
