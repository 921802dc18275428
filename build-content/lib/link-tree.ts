import { copyFile, link, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Files linked at a time. */
const LANES = 32;

/**
 * Puts every file of `from` at the same place under `to`, as a hard link
 * where the filesystem allows it and as a copy where it does not (another
 * device, no permission). A file already at a place is replaced. The
 * bundle's writers never change a file in place (write-bundle.ts), so a site
 * linked from its bundle keeps its content when the bundle is rebuilt; and a
 * 10,000-page build does not copy its 2 GB bundle a second time.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  const files: string[] = [];
  const walk = async (relDir: string) => {
    await mkdir(path.join(to, relDir), { recursive: true });
    for (const entry of await readdir(path.join(from, relDir), { withFileTypes: true })) {
      const relPath = path.join(relDir, entry.name);
      if (entry.isDirectory()) await walk(relPath);
      else files.push(relPath);
    }
  };
  await walk('');
  await linkFiles(from, to, files);
}

/** Puts each of `files` (relative to `from`) at the same place under `to`; their folders must exist. */
export async function linkFiles(from: string, to: string, files: readonly string[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const relPath = files[next++];
      await linkOrCopy(path.join(from, relPath), path.join(to, relPath));
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
}

async function linkOrCopy(source: string, target: string, replaced = false): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && !replaced) {
      await rm(target, { force: true });
      return linkOrCopy(source, target, true);
    }
    if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EMLINK')
      return copyFile(source, target);
    throw error;
  }
}
