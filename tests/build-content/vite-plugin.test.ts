import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build, createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ContentUpdate } from '../../build-content/bundle-format.ts';
import { contentBundle } from '../../build-content/vite-plugin.ts';
import { fixtures, tempDir } from './helpers.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

function project(name: string): string {
  const root = tempDir(name);
  cpSync(path.join(fixtures, 'nextra-suffix'), path.join(root, 'content'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  return root;
}

/** Vite's dev server on `root` with the content plugin, on a free port. */
function devServer(root: string) {
  return createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [contentBundle({ links: 'error' })],
    server: { port: 0, host: '127.0.0.1' },
  });
}

describe('vite plugin', () => {
  it('serves the bundle in dev, injects the manifest and pushes content:update after a save, its preview first', async () => {
    const root = project('vite-dev');
    const server = await devServer(root);
    await server.listen();
    try {
      const { port } = (server.httpServer?.address() ?? {}) as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const manifest = (await (await fetch(`${base}/_content/manifest.json`)).json()) as {
        buildId: string;
      };
      expect(manifest.buildId).toMatch(/^[0-9a-f]{16}$/);
      const chunk = await fetch(`${base}/_content/${manifest.buildId}/pages/de/docs/setup.json`);
      expect(chunk.headers.get('content-type')).toContain('application/json');
      expect(((await chunk.json()) as { title: string }).title).toBe('Einrichtung');
      expect(await (await fetch(`${base}/docs/setup.md`)).text()).toContain('# Setup');

      const html = await server.transformIndexHtml('/', INDEX_HTML);
      expect(html).toContain(
        `<script id="content-manifest" type="application/json">{"buildId":"${manifest.buildId}"`,
      );

      const socket = new WebSocket(`ws://127.0.0.1:${port}/`, 'vite-hmr');
      await new Promise((resolve) => socket.once('message', resolve));
      const updates: (ContentUpdate & { receivedAt: number })[] = [];
      // As an open page does, the preview is fetched when it is announced.
      let previewed: Promise<string> | undefined;
      const twoUpdates = new Promise<void>((resolve) => {
        socket.on('message', (raw) => {
          const message = JSON.parse(String(raw)) as {
            type: string;
            event?: string;
            data?: ContentUpdate;
          };
          if (message.type === 'custom' && message.event === 'content:update' && message.data) {
            updates.push({ ...message.data, receivedAt: performance.now() });
            previewed ??= fetch(
              `${base}/_content/${message.data.buildId}/pages/docs/setup.json`,
            ).then((response) => response.text());
            if (updates.length === 2) resolve();
          }
        });
      });
      const savedAt = performance.now();
      writeFileSync(
        path.join(root, 'content', 'docs', 'setup.en.mdx'),
        '# Setup\n\nEdited on save.\n',
      );
      await twoUpdates;
      socket.close();
      const [preview, event] = updates;
      // First the saved page's preview, served under the page's own build.
      expect(preview.buildId).toBe(manifest.buildId);
      expect(preview.changed).toEqual(['pages/docs/setup.json']);
      expect(await previewed).toContain('Edited on save.');
      // Then the build.
      expect(event.buildId).not.toBe(manifest.buildId);
      expect(event.routes).toContain('/docs/setup');
      // What changed against the page's build: not its German translation, and not the edited
      // page either, which the preview gave as the build made it.
      expect(event.previousBuildId).toBe(manifest.buildId);
      expect(event.changed).not.toContain('pages/docs/setup.json');
      expect(event.changed).not.toContain('pages/de/docs/setup.json');
      expect(event.changed).not.toContain('page-map.en.json');
      expect(event.changed).toContain('search/en.json');
      expect((await fetch(`${base}/_content/${manifest.buildId}/page-map.en.json`)).ok).toBe(true);
      // Reported, not asserted: the machine is shared and timings vary.
      console.info(
        `content:update ${Math.round(preview.receivedAt - savedAt)} ms (preview) and ` +
          `${Math.round(event.receivedAt - savedAt)} ms (build) after the save`,
      );
      const edited = await fetch(`${base}/_content/${event.buildId}/pages/docs/setup.json`);
      expect(await edited.text()).toContain('Edited on save.');
    } finally {
      await server.close();
    }
  });

  it("leaves the content tree and the bundle to the plugin: Vite's watcher walks neither", async () => {
    const root = project('vite-watch');
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src', 'main.ts'), 'export {};\n');
    mkdirSync(path.join(root, '.bundle', '_content'), { recursive: true });
    writeFileSync(path.join(root, '.bundle', '_content', 'manifest.json'), '{}');
    const server = await devServer(root);
    try {
      await server.listen();
      // The watcher walks the root after the server starts; src/ is in once it has.
      const src = path.join(root, 'src');
      let watched: string[] = [];
      for (let tries = 0; tries < 100 && !watched.includes(src); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        watched = Object.keys(server.watcher.getWatched());
      }
      expect(watched).toContain(path.join(root, 'src'));
      expect(watched.filter((dir) => dir.startsWith(path.join(root, 'content')))).toEqual([]);
      expect(watched.filter((dir) => dir.startsWith(path.join(root, '.bundle')))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('copies the bundle into the build output and injects the manifest into index.html', async () => {
    const root = project('vite-build');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentBundle()],
      build: { outDir: 'dist' },
    });
    const manifest = JSON.parse(
      readFileSync(path.join(root, '.bundle', '_content', 'manifest.json'), 'utf8'),
    ) as { buildId: string };
    expect(readFileSync(path.join(root, 'dist', '_content', 'manifest.json'), 'utf8')).toBe(
      JSON.stringify(manifest),
    );
    expect(readFileSync(path.join(root, 'dist', 'docs', 'intro.md'), 'utf8')).toContain('# Intro');
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toContain(
      `"buildId":"${manifest.buildId}"`,
    );
  });
});
