/**
 * The figures a site build ends with besides its content counts: seconds,
 * peak memory and what search costs a reader in bytes. Peak memory covers
 * the build process (content worker threads included) and the `vite build`
 * child (prerender threads included), which run one after the other; what
 * the build process still holds while vite runs counts with vite's.
 */

import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileStamp } from '../build-content/lib/file-stamp.ts';

/** Linux's high-water mark of a process's resident memory, in bytes (0 elsewhere or once it exited). */
function highWaterMark(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples this process plus the child processes it is told about every
 * 200 ms. A child's kernel high-water mark is read, so its peak between two
 * samples is not missed; only its last 200 ms are.
 */
export class PeakMemory {
  private peak = 0;
  private readonly children = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => this.sample(), 200);
    this.timer.unref();
  }

  watch(pid: number | undefined): void {
    if (pid !== undefined) this.children.set(pid, 0);
  }

  private sample(): void {
    let children = 0;
    for (const [pid, seen] of this.children) {
      const mark = Math.max(seen, highWaterMark(pid));
      this.children.set(pid, mark);
      children += mark;
    }
    this.peak = Math.max(this.peak, process.memoryUsage.rss() + children);
  }

  /** Bytes; stops sampling. */
  stop(): number {
    this.sample();
    clearInterval(this.timer);
    return Math.max(this.peak, process.resourceUsage().maxRSS * 1024);
  }
}

export interface SearchBytes {
  files: number;
  /** Gzip bytes of every search file of every locale a reader may fetch. */
  gzip: number;
  /** The largest single file, gzipped: what one fetch can cost. */
  largest: number;
  /** Bytes (not gzipped) of the full chunks of sharded locales, which only the edge functions read. */
  edge: number;
}

/** A file's identity on disk: an unchanged bundle file keeps it from build to build (write-bundle.ts). */
/** Gzip sizes by file name, each with the stamp of the file it was measured on. */
type GzipSizes = Record<string, [stamp: string, gzip: number]>;

function readSizes(file: string | undefined): GzipSizes {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as GzipSizes;
  } catch {
    return {};
  }
}

/**
 * Sizes of the search files (`_content/<buildId>/search/…`) of a built site:
 * the build its manifest names. An output folder outside the project is not
 * emptied by vite, so earlier builds' folders may sit beside it. With
 * `sizesFile`, the gzip size of a file still the same file on disk as at
 * the last count is taken from there instead of compressing it again.
 */
export function searchBytes(distDir: string, sizesFile?: string): SearchBytes {
  const result: SearchBytes = { files: 0, gzip: 0, largest: 0, edge: 0 };
  const contentDir = path.join(distDir, '_content');
  let dir: string;
  try {
    const { buildId } = JSON.parse(readFileSync(path.join(contentDir, 'manifest.json'), 'utf8'));
    dir = path.join(contentDir, String(buildId), 'search');
  } catch {
    return result;
  }
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return result;
  }
  const known = readSizes(sizesFile);
  const sizes: GzipSizes = {};
  const sharded = new Set(names.filter((name) => name.endsWith('/index.json')));
  for (const name of names.sort()) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(dir, name);
    // A sharded locale's full chunk (search/<locale>.json beside search/<locale>/) is the edge's:
    // no reader fetches it, and it changes with every page, so it is not compressed each build.
    if (sharded.has(name.replace(/\.json$/, '/index.json'))) {
      result.edge += statSync(file).size;
      continue;
    }
    const stamp = fileStamp(file);
    const size = known[name]?.[0] === stamp ? known[name][1] : gzipSync(readFileSync(file)).length;
    sizes[name] = [stamp, size];
    result.files++;
    result.gzip += size;
    result.largest = Math.max(result.largest, size);
  }
  if (sizesFile) {
    mkdirSync(path.dirname(sizesFile), { recursive: true });
    writeFileSync(sizesFile, JSON.stringify(sizes));
  }
  return result;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The tail of a build's summary line: `built in 98.1s (content 41.2s), peak RSS 1.62 GB, search …`. */
export function buildFigures(
  seconds: { total: number; content: number },
  peakBytes: number,
  search: SearchBytes,
): string {
  const searchText =
    search.files === 0
      ? 'no search files'
      : `search ${formatBytes(search.gzip)} gzip in ${search.files} file${search.files === 1 ? '' : 's'} (largest ${formatBytes(search.largest)})${search.edge > 0 ? `, edge chunks ${formatBytes(search.edge)} raw` : ''}`;
  return `built in ${seconds.total.toFixed(1)}s (content ${seconds.content.toFixed(1)}s), peak RSS ${formatBytes(peakBytes)}, ${searchText}`;
}
