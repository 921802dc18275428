/**
 * An unchanged page of the earlier build, moved into the new output instead
 * of copied: the earlier build is removed once the new one is done
 * (earlier-build.ts), and its pages are 1.4 GB at 16,000 pages, which took
 * most of a rebuild's prerender to read and write again. The move renames
 * the file and writes the new build id over the old one where the page's key
 * says it is (PageKey.at), after checking the old id is there.
 *
 * Each move is noted first in a list beside the earlier build (`<dir>.moved`);
 * a build that fails puts every noted page back, with its old id, before the
 * earlier build is put back in place, so that one is whole again.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The list of pages moved out of the earlier build at `earlierDir`. */
export function movedPagesFile(earlierDir: string): string {
  return `${earlierDir}.moved`;
}

/** The first line of the list: the ids a page is moved from and to. */
export function startMovedPages(earlierDir: string, from: string, to: string): void {
  writeFileSync(movedPagesFile(earlierDir), `${JSON.stringify({ from, to })}\n`);
}

/** Whether `id` is at each of `at` in the open file `fd`. */
function holdsAt(fd: number, id: Buffer, at: readonly number[]): boolean {
  const read = Buffer.alloc(id.length);
  return at.every(
    (offset) => readSync(fd, read, 0, id.length, offset) === id.length && read.equals(id),
  );
}

/** Writes `to` over `from` at each of `at` in `file`, if `from` is at all of them and the file has no other name. */
function rewriteIds(file: string, from: Buffer, to: Buffer, at: readonly number[]): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch {
    return false;
  }
  try {
    // A file linked elsewhere too (a copy made with cp -al) would change there as well.
    if (fstatSync(fd).nlink !== 1 || !holdsAt(fd, from, at)) return false;
    for (const offset of at) writeSync(fd, to, 0, to.length, offset);
    return true;
  } finally {
    closeSync(fd);
  }
}

/**
 * Moves `file` from the earlier build into `outDir` with this build's id
 * written over the earlier one at `at`; false (and nothing moved) when the
 * file is not the earlier build's page as its key recorded it.
 */
export function movePage(
  earlierDir: string,
  outDir: string,
  file: string,
  ids: { from: string; to: string },
  at: readonly number[],
): boolean {
  const from = Buffer.from(ids.from);
  const to = Buffer.from(ids.to);
  if (from.length !== to.length) return false;
  const source = path.join(earlierDir, file);
  const target = path.join(outDir, file);
  appendFileSync(movedPagesFile(earlierDir), `${JSON.stringify([file, at])}\n`);
  try {
    renameSync(source, target);
  } catch {
    return false;
  }
  if (rewriteIds(target, from, to, at)) return true;
  renameSync(target, source);
  return false;
}

/** After a failed build: every page moved out of `earlierDir` goes back, with its old id. */
export function putBackMovedPages(earlierDir: string, outDir: string): void {
  const list = movedPagesFile(earlierDir);
  if (!existsSync(list)) return;
  const [head, ...lines] = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const { from, to } = JSON.parse(head) as { from: string; to: string };
  for (const line of lines) {
    const [file, at] = JSON.parse(line) as [string, number[]];
    const moved = path.join(outDir, file);
    if (!existsSync(moved) || !rewriteIds(moved, Buffer.from(to), Buffer.from(from), at)) continue;
    mkdirSync(path.dirname(path.join(earlierDir, file)), { recursive: true });
    renameSync(moved, path.join(earlierDir, file));
  }
  rmSync(list, { force: true });
}

/** The byte offsets of each `id` in `bytes`. */
export function offsetsOf(bytes: Buffer, id: string): number[] {
  const needle = Buffer.from(id);
  const at: number[] = [];
  for (let i = bytes.indexOf(needle); i >= 0; i = bytes.indexOf(needle, i + needle.length))
    at.push(i);
  return at;
}
