/**
 * Build side of offline reading: vite-plugin-pwa builds
 * src/features/offline/service-worker.ts into /service-worker.js and injects the precache
 * list. The list is the app shell: index.html, the content manifest and the
 * code the entry can reach, minus the heavy on-demand parts (mermaid, KaTeX,
 * video, analytics), which are stored when a page first uses them.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const HEAVY_MODULES =
  /node_modules\/(mermaid|@mermaid-js|cytoscape|katex|hls\.js|posthog-js|vidstack|@vidstack|media-captions|elkjs|dagre|d3-|khroma|roughjs|chevrotain|langium)/;

/** Output file names reachable from the entry without entering a heavy chunk. */
function shellFilesPlugin(shell: Set<string>): Plugin {
  return {
    name: 'offline-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || shell.has(fileName)) return;
        if (
          chunk.type === 'chunk' &&
          !chunk.isEntry &&
          chunk.moduleIds.some((id) => HEAVY_MODULES.test(id))
        ) {
          return;
        }
        shell.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && output.isEntry) visit(fileName);
        // Module workers (search) are emitted as assets.
        if (output.type === 'asset' && /\.worker-[\w-]+\.js$/.test(fileName)) shell.add(fileName);
      }
    },
  };
}

export function offlineWorker(): Plugin[] {
  const shell = new Set<string>();
  return [
    shellFilesPlugin(shell),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/offline',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      registerType: 'prompt',
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: [
          'index.html',
          '_content/manifest.json',
          'favicon.svg',
          'assets/**/*.{js,css}',
        ],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}
