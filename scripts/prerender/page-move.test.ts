import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  movedPagesFile,
  movePage,
  offsetsOf,
  putBackMovedPages,
  startMovedPages,
} from './page-move.ts';

const OLD = 'aaaaaaaaaaaaaaaa';
const NEW = 'bbbbbbbbbbbbbbbb';
const ids = { from: OLD, to: NEW };
let work: string;
let earlier: string;
let out: string;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'page-move-'));
  earlier = path.join(work, 'dist-earlier');
  out = path.join(work, 'dist');
  mkdirSync(path.join(earlier, 'docs'), { recursive: true });
  mkdirSync(path.join(out, 'docs'), { recursive: true });
  startMovedPages(earlier, OLD, NEW);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function page(file: string, html: string): number[] {
  writeFileSync(path.join(earlier, file), html);
  return offsetsOf(Buffer.from(html), OLD);
}

it('moves a page with the new id where the old one was, and a failed build puts it back', () => {
  // Multi-byte text before the ids: offsets are in bytes.
  const html = `<p>日本語</p><link href="/_content/${OLD}/a.json"><script>{"buildId":"${OLD}"}</script>`;
  const at = page('docs/a.html', html);
  expect(at).toHaveLength(2);
  expect(movePage(earlier, out, 'docs/a.html', ids, at)).toBe(true);
  expect(existsSync(path.join(earlier, 'docs/a.html'))).toBe(false);
  expect(readFileSync(path.join(out, 'docs/a.html'), 'utf8')).toBe(html.replaceAll(OLD, NEW));

  putBackMovedPages(earlier, out);
  expect(readFileSync(path.join(earlier, 'docs/a.html'), 'utf8')).toBe(html);
  expect(existsSync(path.join(out, 'docs/a.html'))).toBe(false);
  expect(existsSync(movedPagesFile(earlier))).toBe(false);
});

it('leaves a page whose ids are not where its key says, or that has another name, where it is', () => {
  const at = page('docs/b.html', `<a href="/_content/${OLD}/b.json">`);
  writeFileSync(path.join(earlier, 'docs/b.html'), `<a href="/_content/x${OLD}/b.json">`);
  expect(movePage(earlier, out, 'docs/b.html', ids, at)).toBe(false);
  expect(existsSync(path.join(earlier, 'docs/b.html'))).toBe(true);
  expect(existsSync(path.join(out, 'docs/b.html'))).toBe(false);

  const linkedAt = page('docs/c.html', `<a href="/_content/${OLD}/c.json">`);
  linkSync(path.join(earlier, 'docs/c.html'), path.join(work, 'elsewhere.html'));
  expect(movePage(earlier, out, 'docs/c.html', ids, linkedAt)).toBe(false);
  expect(readFileSync(path.join(work, 'elsewhere.html'), 'utf8')).toContain(OLD);
  expect(existsSync(path.join(earlier, 'docs/c.html'))).toBe(true);

  // Neither is put anywhere by a failed build.
  putBackMovedPages(earlier, out);
  expect(readFileSync(path.join(earlier, 'docs/b.html'), 'utf8')).toContain(`x${OLD}`);
  expect(existsSync(path.join(earlier, 'docs/c.html'))).toBe(true);
});
