import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleFiles } from './assemble.ts';

/**
 * Writes the bundle next to `outDir` and swaps it into place at the end, so
 * a reader never sees a half-written bundle.
 */
export async function writeBundle(files: BundleFiles, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const suffix = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const staging = `${target}-tmp-${suffix}`;
  await rm(staging, { recursive: true, force: true });
  await writeFiles(files, staging);
  const old = `${target}-old-${suffix}`;
  // Another build may swap its bundle in at the same moment: move whatever is there aside and retry.
  for (let attempt = 0; ; attempt++) {
    let moved = false;
    try {
      await rename(target, old);
      moved = true;
    } catch {
      // No previous bundle.
    }
    try {
      await rename(staging, target);
      if (moved) await rm(old, { recursive: true, force: true });
      return;
    } catch (error) {
      if (moved) await rm(old, { recursive: true, force: true });
      if (attempt >= 3) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

/** Writes files under a directory (parents first, then up to 64 files at a time). */
export async function writeFiles(files: BundleFiles, dir: string): Promise<void> {
  const folders = new Set<string>();
  for (const file of files.keys()) folders.add(path.dirname(path.join(dir, file)));
  const sortedFolders = [...folders].sort();
  for (const folder of sortedFolders) await mkdir(folder, { recursive: true });
  const entries = [...files];
  let next = 0;
  const lane = async () => {
    while (next < entries.length) {
      const [file, content] = entries[next++];
      await writeFile(path.join(dir, file), content);
    }
  };
  await Promise.all(Array.from({ length: 64 }, lane));
}
