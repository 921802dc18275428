import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { searchBytes } from './build-figures';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-figures-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('searchBytes', () => {
  it("counts the manifest's build only, not an earlier build left in the folder", () => {
    const dir = site({
      '_content/manifest.json': JSON.stringify({ buildId: 'new' }),
      '_content/new/search/en-US/index.json': '{}',
      '_content/new/search/en-US/t/tr.json': '{"tr":[1,2,3]}',
      '_content/new/search/en-US.json': '{"full":true}',
      '_content/old/search/en-US/index.json': '{}',
      '_content/old/search/en-US/t/tr.json': '{"tr":[1]}',
    });
    const bytes = searchBytes(dir);
    expect(bytes.files).toBe(2);
    // The edge's full chunk is counted as it is on disk, not compressed.
    expect(bytes.edge).toBe('{"full":true}'.length);
  });

  it('is zero for a site without content', () => {
    expect(searchBytes(site({ 'index.html': '<!doctype html>' }))).toEqual({
      files: 0,
      gzip: 0,
      largest: 0,
      edge: 0,
    });
  });
});

describe('searchBytes with a sizes file', () => {
  it('compresses only files that are not the same file as at the last count', () => {
    const dir = site({
      '_content/manifest.json': JSON.stringify({ buildId: 'b1' }),
      '_content/b1/search/en-US/index.json': '{}',
      '_content/b1/search/en-US/t/tr.json': `{"tr":[${'1,'.repeat(500)}1]}`,
    });
    const sizesFile = path.join(dir, 'sizes.json');
    const first = searchBytes(dir, sizesFile);
    // A recorded size that is not the file's: kept while the file is the same file.
    const sizes = JSON.parse(readFileSync(sizesFile, 'utf8'));
    sizes['en-US/t/tr.json'][1] = 12345;
    writeFileSync(sizesFile, JSON.stringify(sizes));
    expect(searchBytes(dir, sizesFile).largest).toBe(12345);
    // Written again (as a changed bundle file is): measured again.
    rmSync(path.join(dir, '_content/b1/search/en-US/t/tr.json'));
    writeFileSync(
      path.join(dir, '_content/b1/search/en-US/t/tr.json'),
      `{"tr":[${'1,'.repeat(500)}1]}`,
    );
    expect(searchBytes(dir, sizesFile)).toEqual(first);
  });
});
