import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(bytes.edge).toBeGreaterThan(0);
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
