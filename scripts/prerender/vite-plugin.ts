/**
 * After the client build: builds the server entry for Node, then prerenders
 * every route into the output directory (scripts/prerender/prerender-site.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderSite } from './prerender-site.ts';

/** Where the server build and the shell it fills are kept (the bench reuses them). */
export const PRERENDER_CACHE = '.cache/prerender';
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
}

/** The shell with an empty #root, next to the prerendered pages (served as /app-shell). */
export const APP_SHELL_FILE = 'app-shell.html';

export async function buildServerEntry(root: string, serverDir: string): Promise<void> {
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
      const cacheDir = path.resolve(config.root, PRERENDER_CACHE);
      const serverDir = path.join(cacheDir, 'server');
      const started = performance.now();
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      await buildServerEntry(config.root, serverDir);
      const serverBuildMs = Math.round(performance.now() - started);
      writeFileSync(path.join(cacheDir, 'shell.html'), template);
      // Routes the app renders without a prerendered page (shared conversations) get the bare shell.
      writeFileSync(path.join(outDir, APP_SHELL_FILE), template);
      const result = await prerenderSite({ outDir, serverDir, template });
      config.logger.info(`prerendered ${result.pages} pages in ${result.ms} ms`);
      const timingFile = process.env[PRERENDER_TIMING_ENV];
      if (timingFile) {
        const timing: PrerenderTiming = {
          stepMs: Math.round(performance.now() - started),
          serverBuildMs,
          pagesMs: result.ms,
          pages: result.pages,
        };
        mkdirSync(path.dirname(timingFile), { recursive: true });
        writeFileSync(timingFile, JSON.stringify(timing));
      }
    },
  };
}
