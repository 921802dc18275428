import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../../build-content/lib/site-config.ts';
import { TreeScanner } from '../../build-content/lib/tree-scan.ts';
import { writeTree } from './temp-tree.ts';

const routesOf = (scan: Awaited<ReturnType<TreeScanner['scan']>>) =>
  scan.scan.pages.map((page) => page.relPath).sort();

describe('the tree scan of a watcher', () => {
  it('is the previous one after a save that only changed existing pages', async () => {
    const dir = writeTree('tree-scan', {
      'index.md': '# Home\n',
      'docs/_meta.json': '{"setup": "Set up"}',
      'docs/setup.md': '# Setup\n',
    });
    const scanner = new TreeScanner(dir, resolveSiteConfig(), dir);
    const first = await scanner.scan();
    const setup = path.join(dir, 'docs', 'setup.md');
    writeFileSync(setup, '# Setup, edited\n');
    expect(await scanner.scan(new Set([setup]))).toBe(first);

    // A new page, a removed one or any other file: the tree is listed again.
    const added = path.join(dir, 'docs', 'added.md');
    writeFileSync(added, '# Added\n');
    const withAdded = await scanner.scan(new Set([added]));
    expect(routesOf(withAdded)).toEqual(['docs/added.md', 'docs/setup.md', 'index.md']);
    rmSync(added);
    expect(routesOf(await scanner.scan(new Set([added])))).toEqual(['docs/setup.md', 'index.md']);
    const meta = path.join(dir, 'docs', '_meta.json');
    writeFileSync(meta, '{"setup": "Install"}');
    const relisted = await scanner.scan(new Set([meta]));
    expect(relisted.metas.get('docs/_meta.json')?.get('setup')).toMatchObject({ title: 'Install' });
  });
});
