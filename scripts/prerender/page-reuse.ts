/**
 * Pages an earlier build rendered, reused when nothing they are made of has
 * changed. A page's HTML is a pure function of the server entry, the shell,
 * the content manifest, its route and the bundle files it is rendered from
 * (render-worker.ts names them all); its key hashes those, with the build id
 * left out. The build id, which changes whenever any page does, is the only
 * part of an unchanged page that differs: it is written anew in the earlier
 * HTML instead of rendering the page again. The keys of the pages a build
 * wrote are kept beside its server entry (cache-dir.ts), valid for the output
 * folder that build wrote, which the next build moves aside first (site-build.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentManifest } from '../../build-content/bundle-format';
import { sha256 } from '../../build-content/lib/compile-cache.ts';
import type { ChunkFacts } from './chunk-facts.ts';
import { offsetsOf } from './page-move.ts';

/**
 * Set to the output folder of the build before this one (moved aside by
 * site-build.ts), the prerender reuses its unchanged pages.
 */
export const PRERENDER_PREVIOUS_ENV = 'PRERENDER_PREVIOUS_DIR';

/** The file beside the kept server entry that lists each written page's key. */
export const PAGE_KEYS_FILE = 'page-keys.json';

export interface PageKey {
  key: string;
  /** Where the build id is in the page's bytes: a page is reused only where it still is. */
  at: number[];
  /** What the key took of the page's chunk, for the next build (chunk-facts.ts). */
  chunk?: ChunkFacts;
}

/** What a build leaves for the next one. */
export interface PageKeys {
  buildId: string;
  pages: Record<string, PageKey>;
}

/** An earlier build's pages, where they are and what they were made of. */
export interface ReuseSource extends PageKeys {
  /** That build's output folder. */
  dir: string;
}

/** The build's sha256 of the parts, each ended by a NUL so that no two lists hash alike. */
export function hashOf(...parts: readonly string[]): string {
  return sha256(...parts.flatMap((part) => [part, '\0']));
}

/** The server entry's files, hashed together: any change to the app's code renders every page. */
export function hashFolder(dir: string): string {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return hashOf(...files.flatMap((file) => [path.relative(dir, file), readFileSync(file, 'utf8')]));
}

/**
 * The earlier build in `previousDir` with the keys kept in `cacheDir`, when
 * both are there and belong to the same build; otherwise nothing is reused.
 */
export function readReuseSource(
  cacheDir: string,
  previousDir: string | undefined,
): ReuseSource | undefined {
  if (!previousDir) return undefined;
  const keysFile = path.join(cacheDir, PAGE_KEYS_FILE);
  const manifestFile = path.join(previousDir, '_content', 'manifest.json');
  if (!existsSync(keysFile) || !existsSync(manifestFile)) return undefined;
  try {
    const keys = JSON.parse(readFileSync(keysFile, 'utf8')) as PageKeys;
    // Keys of a build before pages were moved (they held a count of ids, not where they are).
    if (!Object.values(keys.pages).every((page) => Array.isArray(page.at))) return undefined;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ContentManifest;
    if (keys.buildId !== manifest.buildId) return undefined;
    return { ...keys, dir: previousDir };
  } catch {
    return undefined;
  }
}

/**
 * A copy of the earlier HTML of `file` with this build's id, when it holds
 * the earlier id where it did when written; else null. For a page that
 * cannot be moved (page-move.ts). Build ids are hex digits of one length, so
 * each is written over in the file's bytes, which are never decoded.
 */
export function reusedHtml(source: ReuseSource, route: string, file: string, buildId: string) {
  const known = source.pages[route];
  const earlier = Buffer.from(source.buildId);
  const current = Buffer.from(buildId);
  if (!known || earlier.length !== current.length) return null;
  let html: Buffer;
  try {
    html = readFileSync(path.join(source.dir, file));
  } catch {
    return null;
  }
  const at = offsetsOf(html, source.buildId);
  if (at.length !== known.at.length || at.some((offset, i) => offset !== known.at[i])) return null;
  for (const offset of at) current.copy(html, offset);
  return html;
}
