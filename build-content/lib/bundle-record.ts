/**
 * What a one-off build leaves for the next one into the same folder: the
 * written bundle's buildId and per-file hashes, kept in the compile cache
 * (never in the bundle, which is served). With it the next build writes only
 * the files that changed (writeBundleChanges) and reads an unchanged
 * locale's search shards back instead of computing them (search-shards).
 *
 * The record is removed before a bundle is changed in place and written
 * again once it is complete, so a build that was killed halfway leaves no
 * record and the next one writes the whole bundle. Builds into one folder
 * take turns (withBundleLock): one that changed files in place under another
 * that swapped a whole new folder in would mix two bundles.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleHashes } from './bundle-changes.ts';
import { sha256 } from './compile-cache.ts';
import { fileStamp } from './file-stamp.ts';

export interface BundleRecord extends BundleHashes {
  /** The bundle folder it describes. */
  dir: string;
  /** What each sharded locale's search shards were made from (searchShardKey). */
  searchShards?: Record<string, string>;
  /** Where it was read from. */
  file?: string;
  /** The record file and the bundle's manifest as they were when it was read (recordStamp). */
  stamp?: string;
}

/**
 * The record file's identity, size and time of change (it is only ever
 * replaced by a rename, so a new record is a new file) and the bundle
 * manifest's text (which a build without a record rewrites in place, maybe
 * within the clock's granularity).
 */
function recordStamp(file: string, dir: string): string {
  return `${fileStamp(file)} ${readFileSync(path.join(dir, '_content', 'manifest.json'), 'utf8')}`;
}

/**
 * `record` when neither its file nor the manifest of its bundle was written
 * since it was read, else the record as it is now: a build that waited for
 * another's lock reads it again only when the other changed something.
 */
export function currentBundleRecord(
  record: BundleRecord | undefined,
  file: string,
  outDir: string,
): BundleRecord | undefined {
  try {
    if (record?.file === file && record.stamp === recordStamp(file, record.dir)) return record;
  } catch {
    // Gone since: read again, which finds no record.
  }
  return readBundleRecord(file, outDir);
}

/** Where the record of bundle folder `outDir` is kept under the cache folder. */
export function bundleRecordFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'bundles', `${sha256(path.resolve(outDir)).slice(0, 16)}.json`);
}

/**
 * The record of `outDir` when it still describes the bundle there: the
 * folder holds a manifest of the same buildId and its versioned folder.
 */
export function readBundleRecord(file: string, outDir: string): BundleRecord | undefined {
  const dir = path.resolve(outDir);
  try {
    const stamp = recordStamp(file, dir);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      dir: string;
      buildId: string;
      hashes: [string, string][];
      searchShards?: Record<string, string>;
    };
    const manifest = JSON.parse(
      readFileSync(path.join(dir, '_content', 'manifest.json'), 'utf8'),
    ) as { buildId?: string };
    if (saved.dir !== dir || manifest.buildId !== saved.buildId) return undefined;
    if (!existsSync(path.join(dir, '_content', saved.buildId))) return undefined;
    return {
      dir,
      buildId: saved.buildId,
      hashes: new Map(saved.hashes),
      searchShards: saved.searchShards,
      file,
      stamp,
    };
  } catch {
    return undefined;
  }
}

export async function writeBundleRecord(file: string, record: BundleRecord): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const { dir, buildId, hashes, searchShards } = record;
  const text = JSON.stringify({ dir, buildId, hashes: [...hashes], searchShards });
  const staging = `${file}.${process.pid}`;
  await writeFile(staging, text);
  await rename(staging, file);
}

export async function removeBundleRecord(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** How long a build waits for another's write to the same folder before giving up. */
const LOCK_WAIT_MS = 10 * 60 * 1000;
/** A lock folder this old without its holder's pid was left by a build killed while making it. */
const PIDLESS_STALE_MS = 5000;

/** Whether the build holding `lockDir` is gone. */
function lockIsStale(lockDir: string): boolean {
  let pid = Number.NaN;
  try {
    pid = Number.parseInt(readFileSync(path.join(lockDir, 'pid'), 'utf8'), 10);
  } catch {
    // No pid yet: being made this instant, or left by a build killed while making it.
  }
  if (Number.isNaN(pid)) {
    try {
      return Date.now() - statSync(lockDir).mtimeMs > PIDLESS_STALE_MS;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `write` while this process holds `<outDir>.lock`, a folder made
 * atomically beside the bundle; the lock of a build that is gone is taken over.
 */
export async function withBundleLock<T>(outDir: string, write: () => Promise<T>): Promise<T> {
  const lockDir = `${path.resolve(outDir)}.lock`;
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (lockIsStale(lockDir)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - started > LOCK_WAIT_MS)
      throw new Error(`another build has been writing ${outDir} for 10 minutes (${lockDir})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await write();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
