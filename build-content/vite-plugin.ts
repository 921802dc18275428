import { existsSync, type FSWatcher, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import type { ContentManifest, ContentUpdate } from './bundle-format.ts';
import type { BundleFiles } from './lib/assemble.ts';
import type { BuildOutput } from './lib/builder.ts';
import { defaultCacheDir } from './lib/compile-cache.ts';
import { type Diagnostic, displayPath, formatDiagnostic } from './lib/diagnostics.ts';
import { linkTree } from './lib/link-tree.ts';
import type { RoutePreview } from './lib/route-preview.ts';

export interface ContentBundleOptions {
  /** The content tree (default "content" in the project root). */
  contentDir?: string;
  /** Where `npm run build:content` wrote the bundle (default ".bundle"); `vite build` copies it. */
  bundleDir?: string;
  /** Broken links in dev: 'warn' (default) keeps the server usable. */
  links?: 'error' | 'warn';
}

/** The HMR event the app listens to (import.meta.hot.on('content:update', …)). */
export const CONTENT_UPDATE_EVENT = 'content:update';
/** How long a rebuild waits for the open pages to fetch a saved page's preview before it goes on. */
const PREVIEW_WAIT_MS = 250;

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.mdx': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ipynb': 'application/x-ipynb+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/**
 * Dev: builds content/ in memory, serves the bundle from middleware, rebuilds
 * what changed on save and sends `content:update` {buildId, routes}.
 * Build: copies the bundle into the output directory.
 * Both: puts the manifest into index.html as <script id="content-manifest">.
 */
export function contentBundle(options: ContentBundleOptions = {}): Plugin {
  let config: ResolvedConfig;
  let contentDir = '';
  let bundleDir = '';
  let output: BuildOutput | undefined;
  let manifest: ContentManifest | undefined;

  return {
    name: 'content-bundle',
    config(user) {
      const root = path.resolve(user.root ?? process.cwd());
      // The content tree is this plugin's to watch (watchContent); Vite's watcher would walk
      // every file of it too, and of the bundle and compile cache it writes, taking seconds of
      // the main thread from each rebuild on a large tree.
      const own = [
        path.resolve(root, options.contentDir ?? 'content'),
        path.resolve(root, options.bundleDir ?? '.bundle'),
        defaultCacheDir(),
      ];
      return {
        server: { watch: { ignored: [(file: string) => own.some((dir) => isInside(file, dir))] } },
      };
    },
    configResolved(resolved) {
      config = resolved;
      contentDir = path.resolve(config.root, options.contentDir ?? 'content');
      bundleDir = path.resolve(config.root, options.bundleDir ?? '.bundle');
    },

    async configureServer(server) {
      // The compiler is loaded when it is used: `vite build` of a built bundle never needs it.
      const { ContentBuilder } = await import('./lib/builder.ts');
      const builder = new ContentBuilder({
        contentDir,
        links: options.links ?? 'warn',
        // A saved page would re-shard a large locale (seconds); in dev every index and page map ships whole.
        siteConfig: {
          searchShardAbove: Number.POSITIVE_INFINITY,
          pageMapSplitAbove: Number.POSITIVE_INFINITY,
        },
      });
      /** Resolves once a page asked for one of `files` (under `folder`), or after PREVIEW_WAIT_MS. */
      let onPreviewFetch: ((name: string) => void) | undefined;
      const previewFetched = (folder: string, files: ReadonlyMap<string, string>) =>
        new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            onPreviewFetch = undefined;
            resolve();
          };
          const timer = setTimeout(done, PREVIEW_WAIT_MS);
          onPreviewFetch = (name) => {
            if (name.startsWith(folder) && files.has(name.slice(folder.length))) done();
          };
        });
      /** Files the open pages were sent a preview of (by path in the versioned folder). */
      let previewed = new Map<string, string>();
      /** Serves the saved pages' preview under the current build and tells the open pages. */
      const showPreview = async (routes: RoutePreview) => {
        if (!output) return;
        const folder = `_content/${output.buildId}/`;
        for (const [file, content] of routes.versioned) output.files.set(folder + file, content);
        for (const [file, content] of routes.files) output.files.set(file, content);
        previewed = routes.versioned;
        const fetched = previewFetched(folder, routes.versioned);
        const update: ContentUpdate = {
          buildId: output.buildId,
          routes: output.routes,
          previousBuildId: output.buildId,
          changed: [...routes.versioned.keys()],
        };
        server.ws.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: update });
        // The build goes on in this thread: the pages' fetch of the preview is answered first.
        await fetched;
      };
      const rebuild = async (changed?: ReadonlySet<string>) => {
        const started = performance.now();
        previewed = new Map();
        const next = await builder.build(changed, { preview: showPreview });
        // After a save, only the saved files' warnings are news; errors always show.
        const touched = changed ? new Set([...changed].map(displayPath)) : undefined;
        const warnings = touched
          ? next.warnings.filter((warning) => touched.has(warning.file))
          : next.warnings;
        report(server, next.errors, warnings, changed ? 'changed' : 'initial');
        output = next;
        manifest = JSON.parse(String(next.files.get('_content/manifest.json'))) as ContentManifest;
        if (changed) {
          const folder = `_content/${next.buildId}/`;
          const update: ContentUpdate = {
            buildId: next.buildId,
            routes: next.routes,
            // What the open page may keep from the build it has (src/app/use-content-updates.ts).
            previousBuildId: next.changes.previousBuildId,
            // A file the pages already have from the preview is not fetched again.
            changed: next.changes.written
              .filter((file) => file.startsWith(folder))
              .map((file) => file.slice(folder.length))
              .filter((file) => previewed.get(file) !== next.files.get(folder + file)),
          };
          server.ws.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: update });
          config.logger.info(
            `content rebuilt in ${Math.round(performance.now() - started)} ms (${next.stats.compiled} compiled)`,
            { timestamp: true },
          );
        }
      };
      await rebuild();
      const watcher = watchContent(contentDir, (changed) =>
        rebuild(changed).catch((error: unknown) => config.logger.error(String(error))),
      );
      server.httpServer?.on('close', () => {
        watcher?.close();
        void builder.close();
      });
      server.middlewares.use((request, response, next) => {
        const file = output && lookup(output.files, request.url ?? '/');
        if (!file) return next();
        onPreviewFetch?.(file.name);
        response.setHeader(
          'Content-Type',
          TYPES[path.extname(file.name)] ?? 'application/octet-stream',
        );
        response.setHeader('Cache-Control', 'no-cache');
        response.end(file.content);
      });
    },

    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        manifest ??= readBuiltManifest(bundleDir);
        if (!manifest) return html;
        const json = manifestScriptText(manifest);
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { id: 'content-manifest', type: 'application/json' },
              children: json,
              injectTo: 'head',
            },
          ],
        };
      },
    },

    async buildStart() {
      if (
        config.command !== 'build' ||
        existsSync(path.join(bundleDir, '_content', 'manifest.json'))
      )
        return;
      const { buildContent } = await import('./index.ts');
      const result = await buildContent({ contentDir, outDir: bundleDir });
      for (const warning of result.warnings) config.logger.warn(formatDiagnostic(warning));
      if (result.errors.length > 0) {
        this.error(`content build failed:\n${result.errors.map(formatDiagnostic).join('\n')}`);
      }
      manifest = readBuiltManifest(bundleDir);
    },

    async writeBundle(outputOptions) {
      if (config.command !== 'build') return;
      const outDir = outputOptions.dir ?? path.resolve(config.root, config.build.outDir);
      await linkTree(bundleDir, outDir);
    },
  };
}

/** The text of index.html's content-manifest script: "<" escaped, so it can never close the element. */
export function manifestScriptText(manifest: ContentManifest): string {
  return JSON.stringify(manifest).replace(/</g, '\\u003c');
}

function readBuiltManifest(bundleDir: string): ContentManifest | undefined {
  try {
    return JSON.parse(
      readFileSync(path.join(bundleDir, '_content', 'manifest.json'), 'utf8'),
    ) as ContentManifest;
  } catch {
    return undefined;
  }
}

function lookup(
  files: BundleFiles,
  url: string,
): { name: string; content: string | Uint8Array } | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  const name = pathname.slice(1);
  const content = name ? files.get(name) : undefined;
  return content === undefined ? undefined : { name, content };
}

/** Recursive fs.watch; events within 15 ms are rebuilt together, one rebuild at a time. */
function watchContent(
  dir: string,
  onChange: (changed: ReadonlySet<string>) => Promise<void>,
): FSWatcher | undefined {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const flush = async () => {
    timer = undefined;
    if (running) {
      await running;
      if (timer) return;
    }
    const changed = pending;
    pending = new Set();
    if (changed.size === 0) return;
    running = onChange(changed).finally(() => {
      running = undefined;
    });
  };
  try {
    return watch(dir, { recursive: true }, (_event, file) => {
      if (!file) return;
      pending.add(path.join(dir, file.toString()));
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, 15);
    });
  } catch {
    return undefined;
  }
}

function report(
  server: ViteDevServer,
  errors: Diagnostic[],
  warnings: Diagnostic[],
  phase: string,
): void {
  for (const warning of warnings)
    server.config.logger.warn(`${formatDiagnostic(warning)} (warning)`);
  for (const error of errors) server.config.logger.error(formatDiagnostic(error));
  if (errors.length > 0)
    server.config.logger.error(`content: ${errors.length} error(s) (${phase} build)`);
}

/** Whether `file` is `dir` or lies under it. */
function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, path.resolve(file));
  return relative === '' || (relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative));
}
