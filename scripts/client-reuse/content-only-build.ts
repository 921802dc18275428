/**
 * A site build whose app is the earlier build's (the same key, app-key.ts):
 * only the content changed, so vite's client build, the offline worker's
 * build and the prerender's server entry would make the same files again.
 * Instead the earlier build's client files are linked into the new output,
 * the shell gets the new content manifest, the pages are prerendered with
 * the kept server entry, and the offline worker's precache list gets the new
 * revisions of the two files in it that carry the content (index.html and
 * the manifest). The result is byte for byte what `vite build` would write
 * (content-only-build.test.ts).
 *
 * Everything that could send the build to vite is checked before anything is
 * written, so a build that cannot take this path takes vite's as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentManifest } from '../../build-content/bundle-format';
import { linkFiles, linkTree } from '../../build-content/lib/link-tree.ts';
import { manifestScriptText } from '../../build-content/vite-plugin.ts';
import { hashFolder } from '../prerender/page-reuse.ts';
import {
  APP_SHELL_FILE,
  type PrerenderTiming,
  prerenderStep,
  writePrerenderTiming,
} from '../prerender/vite-plugin.ts';
import type { ClientRecord } from './client-record.ts';

/** The offline worker vite-plugin-pwa builds (scripts/offline-worker.ts). */
export const OFFLINE_WORKER_FILE = 'service-worker.js';
const MANIFEST_FILE = '_content/manifest.json';

export interface ContentOnlyInput {
  root: string;
  /** The new bundle, linked into the output as the content plugin does. */
  bundleDir: string;
  outDir: string;
  /** The earlier build of `outDir`, moved aside (earlier-build.ts). */
  earlierDir: string;
  /** The prerender cache of `outDir` (cache-dir.ts), with the server entry of the earlier build. */
  cacheDir: string;
  record: ClientRecord;
  log?: (message: string) => void;
}

/** workbox's revision of a precached file: the md5 of its bytes. */
function revision(file: string): string {
  return createHash('md5').update(readFileSync(file)).digest('hex');
}

function precacheEntry(rev: string, url: string): string {
  return JSON.stringify({ revision: rev, url });
}

/** `text` with `from` (found exactly once) replaced by `to`; undefined when `from` is not there once. */
function replaceOnce(text: string, from: string, to: string): string | undefined {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + from.length) >= 0) return undefined;
  return text.slice(0, at) + to + text.slice(at + from.length);
}

function readManifest(dir: string): ContentManifest {
  return JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as ContentManifest;
}

/** What the earlier build gives this one, or why it cannot. */
function earlierClient(
  input: ContentOnlyInput,
):
  | { shell: string; worker: string; files: string[]; precached: Map<string, string> }
  | { reason: string } {
  const { earlierDir, cacheDir, record, bundleDir } = input;
  const missing = [APP_SHELL_FILE, OFFLINE_WORKER_FILE, 'index.html', MANIFEST_FILE]
    .concat(record.files)
    .find((file) => !existsSync(path.join(earlierDir, file)));
  if (missing) return { reason: `the earlier build has no ${missing}` };
  const server = path.join(cacheDir, 'server');
  if (!existsSync(server) || hashFolder(server) !== record.serverHash)
    return { reason: 'the kept server entry is not the earlier build’s' };
  const shell = replaceOnce(
    readFileSync(path.join(earlierDir, APP_SHELL_FILE), 'utf8'),
    manifestScriptText(readManifest(earlierDir)),
    manifestScriptText(readManifest(bundleDir)),
  );
  if (shell === undefined) return { reason: 'the earlier shell does not hold its manifest once' };
  const worker = readFileSync(path.join(earlierDir, OFFLINE_WORKER_FILE), 'utf8');
  // Read now: the prerender moves the earlier pages, index.html among them (page-move.ts).
  const precached = new Map<string, string>();
  for (const file of ['index.html', MANIFEST_FILE]) {
    const entry = precacheEntry(revision(path.join(earlierDir, file)), file);
    if (replaceOnce(worker, entry, '') === undefined)
      return { reason: `the offline worker does not precache ${file} once` };
    precached.set(file, entry);
  }
  return { shell, worker, files: record.files, precached };
}

/**
 * Builds `outDir` from the new bundle and the earlier build's client; returns
 * the prerender's timing, or the reason the earlier client cannot be taken
 * (nothing is written then).
 */
export async function contentOnlyBuild(
  input: ContentOnlyInput,
): Promise<{ timing: PrerenderTiming } | { reason: string }> {
  const earlier = earlierClient(input);
  if ('reason' in earlier) return earlier;
  const { root, bundleDir, outDir, earlierDir, cacheDir, log } = input;
  const folders = new Set(earlier.files.map((file) => path.dirname(path.join(outDir, file))));
  for (const folder of [...folders].sort()) mkdirSync(folder, { recursive: true });
  await linkFiles(earlierDir, outDir, earlier.files);
  // As the content plugin's writeBundle: the bundle's files over the client's.
  await linkTree(bundleDir, outDir);
  writeFileSync(path.join(outDir, 'index.html'), earlier.shell);
  const { timing } = await prerenderStep(
    root,
    outDir,
    log,
    earlierDir,
    path.join(cacheDir, 'server'),
  );
  writePrerenderTiming(timing);
  // The precache list names index.html as the prerender left it (the home page, when there is one).
  let worker = earlier.worker;
  for (const [file, entry] of earlier.precached) {
    const now = precacheEntry(revision(path.join(outDir, file)), file);
    worker = replaceOnce(worker, entry, now) ?? worker;
  }
  writeFileSync(path.join(outDir, OFFLINE_WORKER_FILE), worker);
  return { timing };
}
