import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BundleFiles } from '../../build-content/lib/assemble.ts';
import { writeBundle } from '../../build-content/lib/write-bundle.ts';
import { tempDir } from './helpers.ts';

function bundle(): BundleFiles {
  const rope = `{"tree":${'["p",{},"ünïcode"],'.repeat(200)}0}`;
  return new Map<string, string | Uint8Array>([
    ['_content/b1/pages/docs/a.json', rope],
    ['_content/b1/pages/index.json', '{}'],
    ['llms.txt', 'Tracewell'],
    ['cookbook/img.png', new Uint8Array([137, 80, 78, 71])],
  ]);
}

describe('writeBundle', () => {
  it('writes every file, and keeps the map by default', async () => {
    const files = bundle();
    const out = path.join(tempDir('write-bundle-keep'), 'out');
    await writeBundle(files, out);
    expect(files.size).toBe(4);
    for (const [file, content] of files)
      expect(new Uint8Array(readFileSync(path.join(out, file)))).toEqual(
        typeof content === 'string' ? new TextEncoder().encode(content) : content,
      );
  });

  it('with release, lets go of each file once written and writes the same bytes', async () => {
    const files = bundle();
    const expected = new Map(files);
    const out = path.join(tempDir('write-bundle-release'), 'out');
    await writeBundle(files, out, { release: true });
    expect(files.size).toBe(0);
    for (const [file, content] of expected)
      expect(new Uint8Array(readFileSync(path.join(out, file)))).toEqual(
        typeof content === 'string' ? new TextEncoder().encode(content) : content,
      );
  });

  it('writes a text of many megabytes a slice at a time, a pair of surrogates at each cut kept whole', async () => {
    // Slices are 2^18 characters: each part ends with an emoji whose first half is a slice's last character.
    const part = `${'検索 trace '.repeat(29127).slice(0, (1 << 18) - 1)}😀`;
    const text = part.repeat(5);
    expect(text.length).toBeGreaterThan(1 << 20);
    const out = path.join(tempDir('write-bundle-large'), 'out');
    await writeBundle(new Map([['llms-full.txt', text]]), out);
    expect(readFileSync(path.join(out, 'llms-full.txt')).equals(Buffer.from(text))).toBe(true);
  });
});
