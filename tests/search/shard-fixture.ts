/**
 * The search-shards fixture built into a sharded locale (en-US), for tests
 * of the sharded search: where the build went and the locale's shard manifest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { ContentManifest, SearchShardManifest } from '../../build-content/bundle-format';
import { buildContent } from '../../build-content/index';
import { fixtures, tempDir } from '../build-content/helpers';

export interface ShardFixture {
  outDir: string;
  /** The build's folder as served: /_content/<buildId>. */
  folder: string;
  manifest: SearchShardManifest;
}

export async function buildShardFixture(name: string): Promise<ShardFixture> {
  const outDir = path.join(tempDir(name), 'out');
  const result = await buildContent({
    contentDir: path.join(fixtures, 'search-shards'),
    outDir,
    workers: 0,
    cacheDir: false,
    publicDir: false,
  });
  expect(result.errors).toEqual([]);
  const content = JSON.parse(
    readFileSync(path.join(outDir, '_content', 'manifest.json'), 'utf8'),
  ) as ContentManifest;
  const shardPath = content.searchShards?.['en-US'];
  expect(shardPath).toBeDefined();
  const folder = `/_content/${content.buildId}`;
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, folder, shardPath as string), 'utf8'),
  ) as SearchShardManifest;
  return { outDir, folder, manifest };
}
