import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkTree } from '../../build-content/lib/link-tree.ts';
import { writeBundle, writeBundleChanges } from '../../build-content/lib/write-bundle.ts';
import { tempDir } from './helpers.ts';

describe('linkTree', () => {
  it('puts every file of a bundle into a site as links, replacing what was there', async () => {
    const work = tempDir('link-tree');
    const bundleDir = path.join(work, 'bundle');
    const siteDir = path.join(work, 'site');
    await writeBundle(
      new Map<string, string>([
        ['_content/b1/pages/docs/a.json', '{"title":"A"}'],
        ['robots.txt', 'User-agent: *'],
      ]),
      bundleDir,
    );
    await writeBundle(new Map([['robots.txt', 'from the app build']]), siteDir);
    await linkTree(bundleDir, siteDir);
    for (const file of ['_content/b1/pages/docs/a.json', 'robots.txt'])
      expect(statSync(path.join(siteDir, file)).ino).toBe(statSync(path.join(bundleDir, file)).ino);
    expect(readFileSync(path.join(siteDir, 'robots.txt'), 'utf8')).toBe('User-agent: *');
  });

  it('leaves a linked site as it was when the bundle is updated in place', async () => {
    const work = tempDir('link-tree-update');
    const bundleDir = path.join(work, 'bundle');
    const siteDir = path.join(work, 'site');
    const page = (title: string) => JSON.stringify({ title });
    await writeBundle(
      new Map([
        ['_content/b1/pages/a.json', page('A')],
        ['_content/manifest.json', '{"buildId":"b1"}'],
      ]),
      bundleDir,
    );
    await linkTree(bundleDir, siteDir);
    await writeBundleChanges(
      {
        buildId: 'b2',
        files: new Map([
          ['_content/b2/pages/a.json', page('A, edited')],
          ['_content/manifest.json', '{"buildId":"b2"}'],
        ]),
        changes: {
          previousBuildId: 'b1',
          written: ['_content/b2/pages/a.json', '_content/manifest.json'],
          removed: [],
        },
      },
      bundleDir,
    );
    expect(readFileSync(path.join(bundleDir, '_content/b2/pages/a.json'), 'utf8')).toBe(
      page('A, edited'),
    );
    expect(readFileSync(path.join(siteDir, '_content/b1/pages/a.json'), 'utf8')).toBe(page('A'));
    expect(readFileSync(path.join(siteDir, '_content/manifest.json'), 'utf8')).toBe(
      '{"buildId":"b1"}',
    );
  });
});
