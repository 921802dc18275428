import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCorpus } from './generate-corpus.ts';
import { readSiteText } from './site-text.ts';

const text = readSiteText(path.resolve('content'));
const work = mkdtempSync(path.join(tmpdir(), 'corpus-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, full), readFileSync(full, 'utf8'));
  }
  return found;
}

describe('generateCorpus', () => {
  const first = path.join(work, 'a');
  const second = path.join(work, 'b');
  const summary = generateCorpus(text, first, { pages: 120, seed: 7 });
  generateCorpus(text, second, { pages: 120, seed: 7 });
  const tree = files(first);
  const pages = [...tree].filter(([file]) => file.endsWith('.mdx'));
  const japanese = pages.filter(([file]) => file.startsWith(`ja-JP${path.sep}`));

  it('is byte-identical for the same seed and different for another', () => {
    expect(files(second)).toEqual(tree);
    const other = path.join(work, 'c');
    generateCorpus(text, other, { pages: 120, seed: 8 });
    expect(files(other)).not.toEqual(tree);
  });

  it('writes the asked number of pages over two locales', () => {
    expect(pages).toHaveLength(120);
    expect(japanese).toHaveLength(24);
    expect(summary).toMatchObject({ pages: 120, enPages: 96, jaPages: 24 });
    const locales = JSON.parse(tree.get('_locales.json') ?? '[]') as { locale: string }[];
    expect(locales.map((entry) => entry.locale)).toEqual(['en-US', 'ja-JP']);
    // Every translation has its English page at the same path.
    for (const [file] of japanese) expect(tree.has(file.slice('ja-JP/'.length))).toBe(true);
  });

  it('gives every page a title, sections and Japanese text where translated', () => {
    for (const [, mdx] of pages) {
      expect(mdx).toMatch(/^---\ntitle: ".+"\ndescription: ".+"/);
      expect(mdx).toMatch(/\n## \S/);
    }
    expect(pages.filter(([, mdx]) => mdx.includes('\n```')).length).toBeGreaterThan(
      pages.length / 2,
    );
    for (const [, mdx] of japanese) expect(mdx).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('lists every page and folder in a _meta.json', () => {
    for (const [file] of pages) {
      const name = path.basename(file, '.mdx');
      const folder = path.dirname(file);
      const meta = JSON.parse(tree.get(path.join(folder, '_meta.json')) ?? '{}') as object;
      if (name !== 'index') expect(Object.keys(meta)).toContain(name);
    }
  });
});
