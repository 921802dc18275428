import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleFiles } from './assemble.ts';
import type { BundleChanges } from './bundle-changes.ts';

/**
 * Writes the bundle next to `outDir` and swaps it into place at the end, so
 * a reader never sees a half-written bundle.
 */
export async function writeBundle(
  files: BundleFiles,
  outDir: string,
  { release = false } = {},
): Promise<void> {
  const target = path.resolve(outDir);
  const suffix = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const staging = `${target}-tmp-${suffix}`;
  await rm(staging, { recursive: true, force: true });
  await writeFiles(files, staging, { release });
  await swapIntoPlace(staging, target);
}

/**
 * Moves a finished folder into `target`, replacing what is there. Another
 * build may swap its own in at the same moment: whatever is there is moved
 * aside first, and the move is tried again; a folder that cannot be moved
 * in at all is removed.
 */
export async function swapIntoPlace(staging: string, target: string): Promise<void> {
  const old = `${staging}-old`;
  for (let attempt = 0; ; attempt++) {
    let moved = false;
    try {
      await rename(target, old);
      moved = true;
    } catch {
      // Nothing there yet.
    }
    try {
      await rename(staging, target);
      return;
    } catch (error) {
      if (attempt >= 3) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    } finally {
      if (moved) await rm(old, { recursive: true, force: true });
    }
  }
}

/** Characters from which a text is written a slice at a time (writeLargeText). */
const LARGE_TEXT = 1 << 20;
const SLICE = 1 << 18;

/**
 * Writes a long text (a rope of many pages' lines, say) a slice at a time:
 * encoding it whole first would make a buffer the size of the file, which
 * for a 40 MB text takes several times as long as these writes.
 */
async function writeLargeText(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    let start = 0;
    while (start < text.length) {
      let end = Math.min(start + SLICE, text.length);
      // A slice does not end between the two halves of a surrogate pair.
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
      // Written from where the last slice ended, whole (as writeFile writes).
      await handle.writeFile(text.slice(start, end));
      start = end;
    }
  } finally {
    await handle.close();
  }
}

/**
 * Writes files under a directory (parents first, then up to 64 files at a time).
 * With `release`, each file leaves the map once written: writing a text kept
 * as a rope flattens it into a copy, which is then dropped instead of kept
 * until the last file is out. With `replace`, a file already there is removed
 * and written anew rather than changed in place: a site built from the
 * bundle holds its files as hard links (link-tree.ts), and keeps its content.
 */
export async function writeFiles(
  files: BundleFiles,
  dir: string,
  { release = false, replace = false } = {},
): Promise<void> {
  const folders = new Set<string>();
  for (const file of files.keys()) folders.add(path.dirname(path.join(dir, file)));
  const sortedFolders = [...folders].sort();
  for (const folder of sortedFolders) await mkdir(folder, { recursive: true });
  const entries: ([string, string | Uint8Array] | undefined)[] = [...files];
  let next = 0;
  // Long texts one after another: each is flattened into a copy of its own while it is written.
  let longTexts = Promise.resolve();
  const lane = async () => {
    while (next < entries.length) {
      const index = next++;
      const [file, content] = entries[index] as [string, string | Uint8Array];
      if (release) {
        entries[index] = undefined;
        files.delete(file);
      }
      if (replace) await rm(path.join(dir, file), { force: true });
      // A text let go once written is encoded whole: that buffer is what prompts V8 to collect
      // the text's flattened copy soon (written in slices, 6 of them at 10,000 pages stayed).
      if (!release && typeof content === 'string' && content.length > LARGE_TEXT) {
        const written = longTexts.then(() => writeLargeText(path.join(dir, file), content));
        longTexts = written.catch(() => {});
        await written;
      } else {
        await writeFile(path.join(dir, file), content);
      }
    }
  };
  await Promise.all(Array.from({ length: 64 }, lane));
}

/**
 * Brings a bundle written from the same builder's previous build up to date
 * in place: moves the buildId folder, writes only new or changed files,
 * deletes removed ones and writes the manifest last. Without a previous
 * bundle on disk it writes the whole bundle.
 */
export async function writeBundleChanges(
  output: { buildId: string; files: BundleFiles; changes: BundleChanges },
  outDir: string,
): Promise<void> {
  const target = path.resolve(outDir);
  const { previousBuildId, written, removed } = output.changes;
  const previousFolder = previousBuildId && path.join(target, '_content', previousBuildId);
  if (!previousFolder || !existsSync(previousFolder)) return writeBundle(output.files, target);
  const folder = path.join(target, '_content', output.buildId);
  if (previousFolder !== folder) {
    await rm(folder, { recursive: true, force: true });
    await rename(previousFolder, folder);
  }
  await Promise.all(removed.map((file) => rm(path.join(target, file), { force: true })));
  const manifest = '_content/manifest.json';
  const changed: BundleFiles = new Map();
  for (const file of written) {
    const content = output.files.get(file);
    if (content !== undefined && file !== manifest) changed.set(file, content);
  }
  await writeFiles(changed, target, { replace: true });
  const manifestContent = output.files.get(manifest);
  if (written.includes(manifest) && manifestContent !== undefined)
    await writeFiles(new Map([[manifest, manifestContent]]), target, { replace: true });
}
