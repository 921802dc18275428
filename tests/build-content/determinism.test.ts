import { cpSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../build-content/index.ts';
import { ContentBuilder } from '../../build-content/lib/builder.ts';
import { fixtures, tempDir, testSiteConfig } from './helpers.ts';
import { treeBytes } from './tree-files.ts';

describe('determinism, cache and incremental rebuilds', () => {
  it('two builds of the same content are byte-identical, cold or from the disk cache', async () => {
    const work = tempDir('determinism');
    const options = {
      contentDir: path.join(fixtures, 'site'),
      workers: 0,
      publicDir: false as const,
      siteConfig: testSiteConfig,
    };
    const first = await buildContent({ ...options, outDir: path.join(work, 'a'), cacheDir: false });
    const second = await buildContent({
      ...options,
      outDir: path.join(work, 'b'),
      cacheDir: path.join(work, 'cache'),
    });
    const third = await buildContent({
      ...options,
      outDir: path.join(work, 'c'),
      cacheDir: path.join(work, 'cache'),
    });
    expect(first.errors).toEqual([]);
    expect(second.buildId).toBe(first.buildId);
    expect(third.buildId).toBe(first.buildId);
    const a = treeBytes(path.join(work, 'a'));
    expect(a.size).toBeGreaterThan(50);
    expect(treeBytes(path.join(work, 'b'))).toEqual(a);
    expect(treeBytes(path.join(work, 'c'))).toEqual(a);
    expect(readdirSync(work).sort()).toEqual(['a', 'b', 'c', 'cache']);
  });

  it('compiles the same bundle on worker threads as on the calling thread', async () => {
    const options = {
      contentDir: path.join(fixtures, 'site'),
      cacheDir: false as const,
      publicDir: false as const,
      siteConfig: testSiteConfig,
    };
    const inline = new ContentBuilder({ ...options, workers: 0 });
    const pooled = new ContentBuilder({ ...options, workers: 2 });
    try {
      const [a, b] = [await inline.build(), await pooled.build()];
      expect(b.stats.compiled).toBe(a.stats.compiled);
      expect(b.buildId).toBe(a.buildId);
      expect([...b.files.keys()].sort()).toEqual([...a.files.keys()].sort());
    } finally {
      await inline.close();
      await pooled.close();
    }
  });

  it('a builder that builds once stops its compile workers before assembling; a watcher keeps them', async () => {
    const options = {
      contentDir: path.join(fixtures, 'site'),
      cacheDir: false as const,
      publicDir: false as const,
      siteConfig: testSiteConfig,
      workers: 2,
    };
    const poolOf = (builder: ContentBuilder) =>
      (builder as unknown as { sources: { pool?: unknown } }).sources.pool;
    const once = new ContentBuilder({ ...options, once: true });
    const watching = new ContentBuilder(options);
    try {
      const [a, b] = [await once.build(), await watching.build()];
      expect(a.buildId).toBe(b.buildId);
      expect(poolOf(once)).toBeUndefined();
      expect(poolOf(watching)).toBeDefined();
    } finally {
      await once.close();
      await watching.close();
    }
  });

  it('rebuilds only what changed, partials included, and changes the buildId', async () => {
    const work = tempDir('incremental');
    const contentDir = path.join(work, 'content');
    cpSync(path.join(fixtures, 'site'), contentDir, { recursive: true });
    // The copy gets fresh mtimes; pin them so timestamps do not differ between builds.
    const builder = new ContentBuilder({
      contentDir,
      cacheDir: false,
      workers: 0,
      publicDir: false,
      siteConfig: testSiteConfig,
    });
    try {
      const first = await builder.build();
      expect(first.stats.compiled).toBe(first.stats.pages);

      const page = path.join(contentDir, 'docs', 'alpha.mdx');
      writeFileSync(page, '# Alpha\n\n## First section\n\nChanged text.\n');
      utimesSync(page, new Date(2025, 0, 1), new Date(2025, 0, 1));
      const second = await builder.build(new Set([page]));
      expect(second.stats.compiled).toBe(1);
      expect(second.buildId).not.toBe(first.buildId);
      expect(
        String(second.files.get(`_content/${second.buildId}/pages/docs/alpha.json`)),
      ).toContain('Changed text.');

      const partial = path.join(contentDir, 'docs', '_partials', 'inner.md');
      writeFileSync(partial, 'Inner partial, edited.\n');
      const third = await builder.build(new Set([partial]));
      expect(third.stats.compiled).toBe(1);
      expect(
        String(third.files.get(`_content/${third.buildId}/pages/docs/get-started.json`)),
      ).toContain('Inner partial, edited.');

      const unchanged = await builder.build(new Set());
      expect(unchanged.stats.compiled).toBe(0);
      expect(unchanged.buildId).toBe(third.buildId);
    } finally {
      await builder.close();
    }
  });
});
