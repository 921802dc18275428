import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentManifest, OfflineSizes } from '../../build-content/bundle-format.ts';
import { buildContent } from '../../build-content/index.ts';
import { fixtures, tempDir, testSiteConfig } from './helpers.ts';

/** Builds the fixture site into a fresh folder; returns it, its build's folder and its sizes. */
async function buildSite(name: string, siteConfig = testSiteConfig) {
  const outDir = path.join(tempDir(name), 'out');
  const result = await buildContent({
    contentDir: path.join(fixtures, 'site'),
    outDir,
    workers: 0,
    cacheDir: false,
    publicDir: false,
    siteConfig,
  });
  expect(result.errors).toEqual([]);
  const versioned = path.join(outDir, '_content', result.buildId);
  const sizes = JSON.parse(
    readFileSync(path.join(versioned, 'offline-sizes.json'), 'utf8'),
  ) as OfflineSizes;
  return { outDir, versioned, sizes };
}

describe('offline size manifest', () => {
  it('lists the byte size of every page chunk and of the shared files of the build', async () => {
    const { outDir, versioned, sizes } = await buildSite('offline-sizes');
    const routes = JSON.parse(
      readFileSync(path.join(outDir, '_content', 'routes.json'), 'utf8'),
    ) as string[];
    expect(Object.keys(sizes.pages).sort()).toEqual([...routes].sort());
    // Every page: their chunks are ropes, measured by part (see assemble.ts).
    for (const route of routes) {
      const file = route === '/' ? 'index' : route.slice(1);
      const bytes = readFileSync(path.join(versioned, 'pages', `${file}.json`)).byteLength;
      expect(sizes.pages[route]).toBe(bytes);
    }
    const locale = Object.keys(sizes.shared).find((p) => p.startsWith('page-map.'));
    expect(locale).toBeDefined();
    for (const [file, bytes] of Object.entries(sizes.shared)) {
      expect(readFileSync(path.join(versioned, file)).byteLength).toBe(bytes);
    }
  });

  it("counts a sharded locale's search files, and writes shards instead of its head chunk", async () => {
    const { outDir, versioned, sizes } = await buildSite('offline-sizes-shards', {
      ...testSiteConfig,
      searchShardAbove: 0,
    });
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '_content', 'manifest.json'), 'utf8'),
    ) as ContentManifest;
    const locales = Object.keys(manifest.searchShards ?? {});
    expect(locales.length).toBeGreaterThan(0);
    for (const locale of locales) {
      expect(manifest.searchShards?.[locale]).toBe(`search/${locale}/index.json`);
      // The edge still ranks over the whole chunk; readers never fetch a head.
      expect(existsSync(path.join(versioned, 'search', `${locale}.json`))).toBe(true);
      expect(existsSync(path.join(versioned, 'search', `${locale}.head.json`))).toBe(false);
      const folder = path.join(versioned, 'search', locale);
      const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
        entry.isFile(),
      );
      const bytes = files.reduce(
        (sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size,
        0,
      );
      expect(sizes.searchShards?.[locale].bytes).toBe(bytes);
      expect(sizes.searchShards?.[locale].layout.pages).toBeGreaterThan(0);
    }
  });
});
