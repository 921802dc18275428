import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bundleRecordFile,
  currentBundleRecord,
  readBundleRecord,
  withBundleLock,
  writeBundleRecord,
} from '../../build-content/lib/bundle-record.ts';
import { linkTree } from '../../build-content/lib/link-tree.ts';
import { tempDir } from './helpers.ts';
import { editableFixture, readTree, treeBytes } from './tree-files.ts';

const bytesOf = (tree: Map<string, { bytes: string }>) =>
  new Map([...tree].map(([file, { bytes }]) => [file, bytes]));

/** A copy of the site fixture to edit (its get-started page), and builds of it. */
function setUp(name: string) {
  const work = tempDir(name);
  const site = editableFixture(work, 'site');
  const edit = (text: string) => site.edit('docs/get-started.mdx', text);
  return { work, ...site, edit };
}

describe('a build into a folder it built before', () => {
  it('writes only the changed files, and leaves the same bundle as a build from nothing', async () => {
    const { work, cacheDir, build, edit, fresh } = setUp('bundle-record-changes');
    const outDir = path.join(work, 'bundle');
    const first = await build(outDir);
    expect(first.errors).toEqual([]);
    expect(existsSync(bundleRecordFile(cacheDir, outDir))).toBe(true);
    const before = readTree(outDir);
    // As the site built from it holds them: hard links, which also keep every inode taken.
    const site = path.join(work, 'site');
    await linkTree(outDir, site);

    edit('A sentence that only the second build has.');
    const second = await build(outDir);
    // The site keeps the earlier bundle's bytes: a changed file is a new file, not an edit.
    expect(treeBytes(site)).toEqual(bytesOf(before));
    expect(second.buildId).not.toBe(first.buildId);
    const after = readTree(outDir);
    // The same bytes as the same content built into an empty folder without any record.
    expect(bytesOf(after)).toEqual(treeBytes(await fresh()));

    const page = `_content/${second.buildId}/pages/docs/get-started.json`;
    expect(after.get(page)?.bytes).not.toBe(
      before.get(`_content/${first.buildId}/pages/docs/get-started.json`)?.bytes,
    );
    // Unchanged pages are the same files on disk, though their folder was renamed.
    const unchangedPages = [...after].filter(
      ([file, { bytes }]) =>
        file.includes('/pages/') &&
        before.get(file.replace(second.buildId, first.buildId))?.bytes === bytes,
    );
    expect(unchangedPages.length).toBeGreaterThan(10);
    for (const [file, { ino }] of unchangedPages)
      expect(ino, file).toBe(before.get(file.replace(second.buildId, first.buildId))?.ino);
    // Rewritten: the page, its search pieces, the manifest.
    const rewritten = [...after].filter(
      ([file, { ino }]) => before.get(file.replace(second.buildId, first.buildId))?.ino !== ino,
    );
    expect(rewritten.map(([file]) => file)).toContain('_content/manifest.json');
    expect(rewritten.map(([file]) => file)).toContain(page);
    expect(rewritten.length).toBeLessThan(after.size / 4);
  });

  it('writes the whole bundle when the folder is not the one recorded', async () => {
    const { work, build, edit, fresh } = setUp('bundle-record-stale');
    const outDir = path.join(work, 'bundle');
    await build(outDir);
    // Someone else's bundle, or one changed by hand, under the recorded build's name.
    const manifestFile = path.join(outDir, '_content', 'manifest.json');
    writeFileSync(manifestFile, JSON.stringify({ buildId: 'ffffffffffffffff' }));
    writeFileSync(path.join(outDir, 'stray.txt'), 'not of this bundle');
    edit('Another sentence.');
    await build(outDir);
    expect(treeBytes(outDir)).toEqual(treeBytes(await fresh()));
  });

  it('writes the whole bundle after a build that stopped halfway (no record left)', async () => {
    const { work, cacheDir, build, edit, fresh } = setUp('bundle-record-killed');
    const outDir = path.join(work, 'bundle');
    await build(outDir);
    // What a build killed while changing files leaves: some files of its own, no record.
    rmSync(bundleRecordFile(cacheDir, outDir));
    writeFileSync(path.join(outDir, 'llms.txt'), 'half of a newer build');
    edit('A third sentence.');
    await build(outDir);
    expect(treeBytes(outDir)).toEqual(treeBytes(await fresh()));
  });

  it('two builds into one folder at once leave one whole bundle and its record', async () => {
    const { work, cacheDir, build, edit, fresh } = setUp('bundle-record-concurrent');
    const outDir = path.join(work, 'bundle');
    await build(outDir);
    edit('Written by the two builds at once.');
    const [a, b] = await Promise.all([build(outDir), build(outDir)]);
    expect(a.buildId).toBe(b.buildId);
    expect(treeBytes(outDir)).toEqual(treeBytes(await fresh()));
    expect(readdirSync(work)).not.toContain('bundle.lock');
    edit('And one more build after them.');
    const next = await build(outDir);
    expect(JSON.parse(readFileSync(bundleRecordFile(cacheDir, outDir), 'utf8')).buildId).toBe(
      next.buildId,
    );
  });
});

describe('currentBundleRecord', () => {
  it('is the record read before while nothing was written since, and reads it again after a write', async () => {
    const root = tempDir('current-record');
    const outDir = path.join(root, 'out');
    const file = bundleRecordFile(path.join(root, 'cache'), outDir);
    const bundleOf = (buildId: string) => {
      mkdirSync(path.join(outDir, '_content', buildId), { recursive: true });
      writeFileSync(path.join(outDir, '_content', 'manifest.json'), JSON.stringify({ buildId }));
    };
    bundleOf('b1');
    await writeBundleRecord(file, { dir: outDir, buildId: 'b1', hashes: new Map([['a', '1']]) });
    const read = readBundleRecord(file, outDir);
    expect(read?.buildId).toBe('b1');
    expect(currentBundleRecord(read, file, outDir)).toBe(read);

    // Another build wrote its bundle and record meanwhile.
    bundleOf('b2');
    await writeBundleRecord(file, { dir: outDir, buildId: 'b2', hashes: new Map([['a', '2']]) });
    const again = currentBundleRecord(read, file, outDir);
    expect(again).not.toBe(read);
    expect(again?.hashes.get('a')).toBe('2');

    // A build without a record wrote a bundle over it: the record no longer describes the folder.
    bundleOf('b3');
    expect(currentBundleRecord(again, file, outDir)).toBeUndefined();
    rmSync(file);
    expect(currentBundleRecord(again, file, outDir)).toBeUndefined();
  });
});

describe('withBundleLock', () => {
  it('takes over the lock of a build that is gone, and waits for one that is running', async () => {
    const outDir = path.join(tempDir('bundle-lock'), 'bundle');
    const lockDir = `${outDir}.lock`;
    mkdirSync(lockDir, { recursive: true });
    // A pid no process has (above the kernel's pid_max).
    writeFileSync(path.join(lockDir, 'pid'), '99999999');
    expect(await withBundleLock(outDir, async () => 'ran')).toBe('ran');
    expect(existsSync(lockDir)).toBe(false);

    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = withBundleLock(outDir, async () => {
      order.push('first in');
      await held;
      order.push('first out');
    });
    const second = withBundleLock(outDir, async () => {
      order.push('second');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(['first in']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second']);
  });
});
