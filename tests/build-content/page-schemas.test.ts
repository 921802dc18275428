import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../build-content/lib/diagnostics.ts';
import { buildTree } from './helpers.ts';
import { writeTree } from './temp-tree.ts';

const tree = (files: Record<string, string>) => writeTree('page-schemas', files);

const lines = (list: { file: string; line: number; column: number; message: string }[]) =>
  list.map((d) => formatDiagnostic({ ...d, file: path.basename(d.file) }));

describe('front matter schema', () => {
  it('drops a known key of the wrong type with a warning at its value, keeps the rest', async () => {
    const dir = tree({
      'guide.mdx':
        '---\ntitle: 2024\ndescription:\n  - one\n  - two\nnoindex: "yes"\nowner: docs-team\n---\n\n# Guide\n',
    });
    const bundle = await buildTree(dir);
    expect(bundle.output.errors).toEqual([]);
    expect(lines(bundle.output.warnings)).toEqual([
      'guide.mdx:4:3 front matter "description": expected text; ignored',
      'guide.mdx:6:10 front matter "noindex": expected true or false; ignored',
    ]);
    const chunk = bundle.page('/guide');
    expect(chunk.frontMatter).toEqual({ title: '2024', owner: 'docs-team' });
  });
});

describe('_meta schema', () => {
  it('reports a field of the wrong type at its line and column and applies the others', async () => {
    const dir = tree({
      'index.mdx': '# Home\n',
      'guide.mdx': '# Guide\n',
      '_meta.json': [
        '{',
        '  "index": "Home",',
        '  "guide": {',
        '    "title": "The guide",',
        '    "type": "sidebar",',
        '    "theme": { "layout": "wide", "toc": false }',
        '  }',
        '}',
      ].join('\n'),
    });
    const bundle = await buildTree(dir);
    expect(bundle.output.errors).toEqual([]);
    expect(lines(bundle.output.warnings)).toEqual([
      `_meta.json:5:13 _meta entry "guide": type: Invalid enum value. Expected 'doc' | 'page' | 'menu' | 'separator', received 'sidebar'; ignored`,
      `_meta.json:6:26 _meta entry "guide": theme.layout: Invalid enum value. Expected 'default' | 'full' | 'raw', received 'wide'; ignored`,
    ]);
    const guide = bundle.pageMap('en-US').find((entry) => entry.name === 'guide');
    expect(guide?.title).toBe('The guide');
    expect(guide?.theme).toEqual({ toc: false });
  });

  it('still fails on an entry that is neither a title nor an object, at its key', async () => {
    const dir = tree({ 'index.mdx': '# Home\n', '_meta.json': '{\n  "index": 42\n}\n' });
    const bundle = await buildTree(dir);
    expect(lines(bundle.output.errors)).toEqual([
      '_meta.json:2:12 _meta entry "index" must be a string or an object',
    ]);
  });
});
