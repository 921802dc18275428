import { readFileSync } from 'node:fs';
import { createServer } from 'vite';
const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
try {
  const { renderToString } = await import('react-dom/server');
  const React = await import('react');
  const { StaticRouter } = await import('react-router-dom');
  const app = await vite.ssrLoadModule('/src/app/app.tsx');
  const queries = await vite.ssrLoadModule('/src/data/page-queries.ts');
  const manifest = JSON.parse(readFileSync('.bundle/_content/manifest.json', 'utf8'));
  const root = `.bundle/_content/${manifest.buildId}`;
  for (const route of ['/', '/docs/get-started', '/docs/nope']) {
    const client = app.createQueryClient();
    client.setQueryData(queries.pageMapQuery(manifest.buildId, 'en-US').queryKey, JSON.parse(readFileSync(`${root}/page-map.en-US.json`, 'utf8')));
    try { client.setQueryData(queries.pageChunkQuery(manifest.buildId, route).queryKey, JSON.parse(readFileSync(`${root}/pages${route === '/' ? '/index' : route}.json`, 'utf8'))); } catch {}
    const html = renderToString(React.createElement(StaticRouter, { location: route }, React.createElement(app.App, { manifest, queryClient: client, helmetContext: {} })));
    console.log(route, html.length, (html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '').slice(0, 60), /<title>/.test(html) ? 'title' : 'no-title');
  }
} finally { await vite.close(); }
