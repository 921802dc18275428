import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchShardFiles } from '../../build-content/lib/search-shards/shard-files.ts';
import { tempDir, testSiteConfig } from './helpers.ts';
import { editableFixture, treeBytes } from './tree-files.ts';

// Counts the shard builds, passing each through.
vi.mock('../../build-content/lib/search-shards/shard-files.ts', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../build-content/lib/search-shards/shard-files.ts')>();
  return { ...original, searchShardFiles: vi.fn(original.searchShardFiles) };
});

const shardBuilds = () =>
  vi
    .mocked(searchShardFiles)
    .mock.calls.map(([locale]) => locale)
    .sort();

/** A copy of fixture `name` with every locale sharded, however small, and builds of it. */
function setUp(name: string, fixture = 'site', links: 'error' | 'warn' = 'error') {
  const work = tempDir(name);
  const siteConfig = { ...testSiteConfig, searchShardAbove: 0 };
  return { work, ...editableFixture(work, fixture, { siteConfig, links }) };
}

describe("a one-off build's search shards", () => {
  beforeEach(() => {
    vi.mocked(searchShardFiles).mockClear();
  });

  it('are read back from the bundle for a locale whose search is unchanged, and made for the other', async () => {
    const { work, build, edit, fresh, cacheDir } = setUp('earlier-shards');
    const outDir = path.join(work, 'bundle');
    await build(outDir);
    expect(shardBuilds()).toEqual(['en-US', 'ja']);
    // Each locale's section terms are kept for the next build (search-shards/section-terms.ts).
    const termFiles = readdirSync(path.join(cacheDir, 'search-terms'), { recursive: true });
    expect(
      termFiles
        .map((name) => path.basename(String(name)))
        .filter((name) => name.endsWith('.bin'))
        .sort(),
    ).toEqual(['en-US.bin', 'ja.bin']);

    vi.mocked(searchShardFiles).mockClear();
    edit('docs/get-started.mdx', 'Observability words only English readers search for.');
    const second = await build(outDir);
    expect(shardBuilds()).toEqual(['en-US']);
    expect(treeBytes(outDir)).toEqual(treeBytes(await fresh()));
    const manifest = JSON.parse(readFileSync(path.join(outDir, '_content/manifest.json'), 'utf8'));
    expect(manifest.buildId).toBe(second.buildId);
    expect(Object.keys(manifest.searchShards).sort()).toEqual(['en-US', 'ja']);
  });

  it('are made again when a file of them changed on disk since it was recorded', async () => {
    const { work, build, edit, fresh } = setUp('earlier-shards-changed');
    const outDir = path.join(work, 'bundle');
    const first = await build(outDir);
    const folder = path.join(outDir, '_content', first.buildId, 'search', 'ja');
    const shard = path.join(folder, 'index.json');
    writeFileSync(shard, '{"tampered":true}');

    vi.mocked(searchShardFiles).mockClear();
    edit('docs/get-started.mdx', 'Another English sentence.');
    await build(outDir);
    expect(shardBuilds()).toEqual(['en-US', 'ja']);
    expect(treeBytes(outDir)).toEqual(treeBytes(await fresh()));
  });

  it("work on Nextra's blog example: three locales by file suffix, one of them edited", async () => {
    const { work, build, edit, fresh } = setUp('earlier-shards-nextra', 'nextra-blog', 'warn');
    const outDir = path.join(work, 'bundle');
    const first = await build(outDir);
    expect(first.errors).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(outDir, '_content/manifest.json'), 'utf8'));
    const locales = Object.keys(manifest.searchShards).sort();
    expect(locales).toHaveLength(3);
    expect(shardBuilds()).toEqual(locales);

    vi.mocked(searchShardFiles).mockClear();
    // A French post only: English and Korean search the same pages as before.
    edit('blog/spring.fr.mdx', 'Une phrase que seuls les lecteurs français cherchent.');
    await build(outDir);
    expect(shardBuilds()).toEqual(locales.filter((locale) => locale.startsWith('fr')));
    expect(treeBytes(outDir)).toEqual(treeBytes(await fresh()));
  });
});
