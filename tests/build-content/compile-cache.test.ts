import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CompileCache } from '../../build-content/lib/compile-cache.ts';
import type { CompileJob } from '../../build-content/lib/compile-job.ts';
import { type CompiledPage, compilePage } from '../../build-content/lib/compile-page.ts';
import { packPage } from '../../build-content/lib/pack-page.ts';
import { tempDir } from './helpers.ts';

const source =
  '---\ntitle: Spans — über Grenzen\n---\n\n# Spans\n\nText ✓ mit テキスト.\n\n## Retries\n\n```ts\nconst a = 1;\n```\n';

function packedPage(absolutePath: string, text = source): CompiledPage {
  return packPage(compilePage({ absolutePath, source: text, kind: 'mdx', variables: {} }));
}

function entryFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(dir, file));
}

describe('compile cache', () => {
  it('gives back the page it stored, equal to the packed page', () => {
    const dir = tempDir('compile-cache');
    const cache = new CompileCache(dir, {});
    const job: CompileJob = { absolutePath: path.join(dir, 'page.mdx'), kind: 'mdx', source };
    const page = packedPage(job.absolutePath);
    const key = cache.key(job);
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, page);
    expect(entryFiles(dir)).toHaveLength(1);
    expect(cache.get(key)).toEqual(page);
    // Another process's cache over the same folder reads it too.
    expect(new CompileCache(dir, {}).get(key)).toEqual(page);
  });

  it('packs a page as its JSON would read back: no undefined fields, the tree as text', () => {
    const fresh = compilePage({
      absolutePath: '/tmp/page.mdx',
      source: 'No heading, only text.\n',
      kind: 'mdx',
      variables: {},
    });
    expect(Object.hasOwn(fresh, 'firstH1')).toBe(true);
    const page = packPage(fresh);
    expect(Object.hasOwn(page, 'firstH1')).toBe(false);
    expect(page).toStrictEqual(JSON.parse(JSON.stringify(page)));
    const headed = packedPage('/tmp/page.mdx');
    expect(headed.treeJson).toContain('Retries');
    expect(headed.tree).toEqual([]);
  });

  it('counts an entry it cannot read as a miss, not a failure', () => {
    const dir = tempDir('compile-cache-broken');
    const cache = new CompileCache(dir, {});
    const job: CompileJob = { absolutePath: path.join(dir, 'page.mdx'), kind: 'mdx', source };
    const key = cache.key(job);
    cache.set(key, packedPage(job.absolutePath));
    const [file] = entryFiles(dir);
    writeFileSync(file, '{"page": {"source": "written by an older build"}}');
    expect(cache.get(key)).toBeUndefined();
    writeFileSync(file, '{"dependencies": [], "page": ');
    expect(cache.get(key)).toBeUndefined();
    writeFileSync(file, 'null');
    expect(cache.get(key)).toBeUndefined();
  });

  it('misses once a partial the page inlines has changed', () => {
    const dir = tempDir('compile-cache-partial');
    const partial = path.join(dir, 'partial.mdx');
    writeFileSync(partial, 'Shared text.\n');
    const cache = new CompileCache(dir, {});
    const job: CompileJob = { absolutePath: path.join(dir, 'page.mdx'), kind: 'mdx', source };
    const key = cache.key(job);
    cache.set(key, { ...packedPage(job.absolutePath), dependencies: [partial] });
    expect(cache.get(key)?.dependencies).toEqual([partial]);
    writeFileSync(partial, 'Shared text, edited.\n');
    expect(cache.get(key)).toBeUndefined();
  });
});
