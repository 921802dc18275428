import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../../build-content/index.ts';
import { searchShardFiles } from '../../build-content/lib/search-shards/shard-files.ts';
import { fixtures, tempDir, testSiteConfig } from './helpers.ts';

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

/** Every file under `dir` by relative path, with its bytes. */
function listTree(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      for (const [k, v] of listTree(full, `${prefix}${entry}/`)) files.set(k, v);
    else files.set(`${prefix}${entry}`, readFileSync(full).toString('base64'));
  }
  return files;
}

function setUp(name: string) {
  const work = tempDir(name);
  const contentDir = path.join(work, 'content');
  cpSync(path.join(fixtures, 'site'), contentDir, { recursive: true });
  const build = (outDir: string, cacheDir: string | false = path.join(work, 'cache')) =>
    buildContent({
      contentDir,
      outDir,
      cacheDir,
      workers: 0,
      publicDir: false,
      embeddings: false,
      // Every locale sharded, however small.
      siteConfig: { ...testSiteConfig, searchShardAbove: 0 },
    });
  const edit = (file: string, text: string) => {
    const full = path.join(contentDir, file);
    writeFileSync(full, `${readFileSync(full, 'utf8')}\n${text}\n`);
  };
  return { work, build, edit };
}

describe("a one-off build's search shards", () => {
  beforeEach(() => {
    vi.mocked(searchShardFiles).mockClear();
  });

  it('are read back from the bundle for a locale whose search is unchanged, and made for the other', async () => {
    const { work, build, edit } = setUp('earlier-shards');
    const outDir = path.join(work, 'bundle');
    await build(outDir);
    expect(shardBuilds()).toEqual(['en-US', 'ja']);

    vi.mocked(searchShardFiles).mockClear();
    edit('docs/get-started.mdx', 'Observability words only English readers search for.');
    const second = await build(outDir);
    expect(shardBuilds()).toEqual(['en-US']);
    const fresh = path.join(work, 'fresh');
    await build(fresh, false);
    expect(listTree(outDir)).toEqual(listTree(fresh));
    const manifest = JSON.parse(readFileSync(path.join(outDir, '_content/manifest.json'), 'utf8'));
    expect(manifest.buildId).toBe(second.buildId);
    expect(Object.keys(manifest.searchShards).sort()).toEqual(['en-US', 'ja']);
  });

  it('are made again when a file of them changed on disk since it was recorded', async () => {
    const { work, build, edit } = setUp('earlier-shards-changed');
    const outDir = path.join(work, 'bundle');
    const first = await build(outDir);
    const folder = path.join(outDir, '_content', first.buildId, 'search', 'ja');
    const shard = path.join(folder, 'index.json');
    writeFileSync(shard, '{"tampered":true}');

    vi.mocked(searchShardFiles).mockClear();
    edit('docs/get-started.mdx', 'Another English sentence.');
    await build(outDir);
    expect(shardBuilds()).toEqual(['en-US', 'ja']);
    const fresh = path.join(work, 'fresh');
    await build(fresh, false);
    expect(listTree(outDir)).toEqual(listTree(fresh));
  });
});
