import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentBundle } from './build-content/vite-plugin.ts';
import { brand } from './config/site.ts';
import { validateSiteConfig } from './config/validate.ts';
import { clientFiles } from './scripts/client-reuse/client-record.ts';
import { offlineWorker } from './scripts/offline-worker.ts';
import { prerender } from './scripts/prerender/vite-plugin.ts';
import { fontPreload } from './scripts/vite-font-preload.ts';
import { lateFonts } from './scripts/vite-late-fonts.ts';
import { securityHeaders } from './scripts/write-headers.ts';
import { noFlashScript } from './src/head/no-flash-script.ts';

/**
 * Puts the pre-paint theme/banner script into index.html (see
 * src/head/no-flash-script.ts), and the brand as the title a document has
 * before the page's own replaces it.
 */
function noFlashPlugin(): Plugin {
  return {
    name: 'no-flash-script',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('<!--default-title-->', `<title>${brand.name}</title>`)
          .replace('<!--no-flash-script-->', `<script>${noFlashScript()}</script>`),
    },
  };
}

// The app imports config/ as plain data; a wrong value stops dev and build here, naming its key.
validateSiteConfig();

// contentBundle(): serves the content bundle in dev, copies it into the output at build
// and inlines the manifest into index.html (build-content/vite-plugin.ts).
export default defineConfig({
  plugins: [
    noFlashPlugin(),
    react(),
    fontPreload(),
    // Faces the first paint does not need load after the app's code (scripts/vite-late-fonts.ts).
    lateFonts(),
    // `_headers`: CSP and cache lifetimes from config (scripts/security-headers.ts).
    securityHeaders(),
    // CONTENT_DIR / CONTENT_BUNDLE_DIR: another content tree (`npm run build -- --content DIR`).
    contentBundle({
      bundleDir: process.env.CONTENT_BUNDLE_DIR,
      contentDir: process.env.CONTENT_DIR,
    }),
    // The service worker for offline reading (scripts/offline-worker.ts).
    offlineWorker(),
    // prerender(): every route's HTML after the client build (scripts/prerender/).
    prerender(),
    // The client's own files, named for the next build of the same app (scripts/client-reuse/).
    clientFiles(),
  ],
  build: {
    target: 'es2022',
    // Small chunks per lazy feature; the entry stays within the first-load budget.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    // Compressing every chunk for the log took a second of each build; the first-load budget is
    // measured by `npm run bench` (and the search files by the build's summary line).
    reportCompressedSize: false,
  },
  // The search worker is a module worker (src/features/search/search-client.ts).
  worker: { format: 'es' },
  // Test sites, corpora and caches under .cache/ and the build output are no source of the app.
  server: { port: 5173, watch: { ignored: ['**/.cache/**', '**/dist/**'] } },
});
