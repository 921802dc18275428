import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentManifest, OfflineSizes } from '../../build-content/bundle-format.ts';
import { buildContent } from '../../build-content/index.ts';
import { type OfflineSizesMemo, offlineSizesJson } from '../../build-content/lib/offline-sizes.ts';
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

describe('offline sizes of a rebuild', () => {
  const layout = { shards: 1, completions: 0, pages: 1, typo: [] };
  const files = () =>
    new Map<string, string>([
      ['page-map.en.json', '[]'],
      ['pages/index.json', '{"title":"Home"}'],
      ['pages/docs/a.json', '{"title":"A"}'],
      ['search/en.json', '{}'],
      ['search/de/index.json', JSON.stringify({ layout })],
      ['search/de/t/0.json', '{"terms":{}}'],
    ]);

  it('equal a fresh count after each change, whether a file kept, changed or moved', () => {
    const memo: OfflineSizesMemo = {};
    const versioned = files();
    const first = offlineSizesJson(versioned, new Map(), memo);
    expect(offlineSizesJson(files(), new Map(), memo)).toBe(first);

    // A page grows: counted from its known size, like a rope the assembler measured.
    const grown = files();
    grown.set('pages/docs/a.json', '{"title":"A, longer"}');
    const known = new Map([['pages/docs/a.json', 21]]);
    const afterEdit = offlineSizesJson(grown, known, memo);
    expect(afterEdit).toBe(offlineSizesJson(grown, known));
    expect((JSON.parse(afterEdit) as OfflineSizes).pages['/docs/a']).toBe(21);

    // A shard changes: its locale is summed again.
    const resharded = new Map(grown);
    resharded.set('search/de/t/0.json', '{"terms":{"trace":[1,0,0,0,0,0]}}');
    expect(offlineSizesJson(resharded, known, memo)).toBe(offlineSizesJson(resharded, known));

    // A page added: the files are listed again.
    const added = new Map(resharded);
    added.set('pages/docs/b.json', '{"title":"B"}');
    const afterAdd = JSON.parse(offlineSizesJson(added, known, memo)) as OfflineSizes;
    expect(Object.keys(afterAdd.pages)).toEqual(['/docs/a', '/docs/b', '/']);
  });
});
