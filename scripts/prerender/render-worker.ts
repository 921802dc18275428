/**
 * A prerender worker thread: renders its share of the routes with the server
 * entry (src/prerender/render-page.tsx, bundled next to this file) and writes
 * each page's HTML into the output directory.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  CollectionIndex,
  ContentManifest,
  PageMapEntry,
} from '../../build-content/bundle-format';
import { pageChunkUrl, pageMapUrl } from '../../src/data/content-urls';
import { routeInLocale, splitLocale } from '../../src/data/locale-route';
import { pageMapPartOf } from '../../src/data/page-map-part';
import { collectionIndexUrl } from '../../src/features/collections/collection-query';
import { SEARCH_PAGE_ROUTE } from '../../src/features/search/results-page/search-page-data';
import type { Alternate } from '../../src/head/head-html';
import { absoluteUrl } from '../../src/head/social-image';
import { cardPartsOfFolders } from '../../src/mdx/page-cards/page-card-parts';
import { type ChunkFacts, ChunkFactsReader } from './chunk-facts';
import { movePage, offsetsOf } from './page-move';
import { hashOf, type PageKey, type ReuseSource, reusedHtml } from './page-reuse';
import { fillTemplate, htmlFileFor } from './page-template';

export interface WorkerInput {
  outDir: string;
  template: string;
  routes: string[];
  /** Every routable route, for hreflang alternates. */
  allRoutes: string[];
  /** The server entry's hash and the day (page-reuse.ts): with the shell and manifest, every page's part of its key. */
  serverKey: string;
  /** An earlier build's pages, for this worker's routes. */
  reuse?: ReuseSource;
  /** What that build's keys took of every chunk (its routes and the other locales' they name). */
  earlierChunks?: ChunkFacts[];
}

export interface WorkerResult {
  pages: number;
  /** Of those, how many were an earlier build's page with this build's id. */
  reused: number;
  errors: string[];
  keys: Record<string, PageKey>;
  chunks: { read: number; kept: number };
}

// React's production build: the server entry loads it from node_modules.
process.env.NODE_ENV = 'production';
const { renderPage } = await import('../../src/prerender/render-page');

const input = workerData as WorkerInput;
const manifest = JSON.parse(
  readFileSync(path.join(input.outDir, '_content/manifest.json'), 'utf8'),
) as ContentManifest;
const routeSet = new Set(input.allRoutes);
/** Page maps by URL: a locale's whole map, or the parts of a split one. */
const pageMaps = new Map<string, { entries: PageMapEntry[]; hash: string }>();
/** A text of this build without its id, which alone changes in pages nothing else changed in. */
const withoutId = (text: string) => text.replaceAll(manifest.buildId, '');
/** What every page is made of besides its own files: the server entry, the shell (which carries the manifest). */
const baseKey = hashOf(
  input.serverKey,
  withoutId(input.template),
  withoutId(JSON.stringify(manifest)),
);

function bundleFile(url: string): string {
  return path.join(input.outDir, url);
}

function pageMapAt(url: string): { entries: PageMapEntry[]; hash: string } {
  let pageMap = pageMaps.get(url);
  if (!pageMap) {
    const text = readFileSync(bundleFile(url), 'utf8');
    pageMap = { entries: JSON.parse(text) as PageMapEntry[], hash: hashOf(text) };
    pageMaps.set(url, pageMap);
  }
  return pageMap;
}

/** Facts of the chunks (chunk-facts.ts), kept from the earlier build's keys while a chunk is the same file. */
const chunkFacts = new ChunkFactsReader(input.earlierChunks ?? [], {
  pathOf: bundleFile,
  withoutId,
  hashOf,
});

/**
 * Whether a route's page is written in its own locale: an untranslated page's
 * chunk carries `contentLocale` (the default locale's text under this route).
 */
function isTranslation(route: string): boolean {
  return chunkFacts.factsOf(pageChunkUrl(manifest.buildId, route))?.own === true;
}

/** hreflang alternates: only versions written in their locale, and only when there are two or more. */
function alternatesOf(baseRoute: string): Alternate[] {
  const alternates: Alternate[] = [];
  for (const { locale } of manifest.locales) {
    const route = routeInLocale(baseRoute, locale, manifest);
    if (routeSet.has(route) && isTranslation(route)) {
      alternates.push({ hreflang: locale, href: absoluteUrl(route) });
    }
  }
  if (alternates.length < 2) return [];
  if (routeSet.has(baseRoute) && isTranslation(baseRoute)) {
    alternates.push({ hreflang: 'x-default', href: absoluteUrl(baseRoute) });
  }
  return alternates;
}

async function renderRoute(route: string): Promise<void> {
  const errorStatus = route === '/404' ? 404 : route === '/500' ? 500 : null;
  // Pages of the app's own (errors, search) have no chunk.
  const appPage = errorStatus !== null || route === SEARCH_PAGE_ROUTE;
  const { locale, baseRoute } = splitLocale(route, manifest);
  const mapUrl = pageMapUrl(manifest.buildId, locale, pageMapPartOf(manifest, locale, route));
  const preload = [mapUrl];
  const collections: Record<string, CollectionIndex> = {};
  const cardPageMaps: Record<string, PageMapEntry[]> = {};
  const pageMap = pageMapAt(mapUrl);
  // Everything the page is rendered from, in order (page-reuse.ts).
  const madeOf = [baseKey, route, withoutId(mapUrl), pageMap.hash];
  let chunkUrl: string | undefined;
  let facts: ChunkFacts | undefined;
  if (!appPage) {
    // An untranslated page is the default locale's chunk, as in the browser.
    const own = pageChunkUrl(manifest.buildId, route);
    const ownFacts = chunkFacts.factsOf(own, true);
    chunkUrl = ownFacts ? own : pageChunkUrl(manifest.buildId, baseRoute);
    facts = ownFacts ?? chunkFacts.factsOf(chunkUrl, true) ?? undefined;
    if (!facts) throw new Error(`no page chunk at ${chunkUrl}`);
    preload.push(chunkUrl);
    madeOf.push(withoutId(chunkUrl), facts.hash);
    for (const name of facts.collections) {
      const indexUrl = collectionIndexUrl(manifest.buildId, name, locale);
      const index = readFileSync(bundleFile(indexUrl), 'utf8');
      collections[name] = JSON.parse(index) as CollectionIndex;
      preload.push(indexUrl);
      madeOf.push(withoutId(indexUrl), withoutId(index));
    }
    for (const part of cardPartsOfFolders(facts.folders, manifest, locale, route)) {
      const partUrl = pageMapUrl(manifest.buildId, locale, part);
      const cards = pageMapAt(partUrl);
      cardPageMaps[part] = cards.entries;
      preload.push(partUrl);
      madeOf.push(withoutId(partUrl), cards.hash);
    }
  }
  const alternates = appPage ? [] : alternatesOf(baseRoute);
  madeOf.push(JSON.stringify(alternates));
  const key = hashOf(...madeOf);
  const htmlFile = htmlFileFor(route);
  const file = path.join(input.outDir, htmlFile);
  const dir = path.dirname(file);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  const known = input.reuse?.pages[route];
  if (input.reuse && known?.key === key) {
    const ids = { from: input.reuse.buildId, to: manifest.buildId };
    const moved = movePage(input.reuse.dir, input.outDir, htmlFile, ids, known.at);
    const copied = !moved && reusedHtml(input.reuse, route, htmlFile, manifest.buildId);
    if (moved || copied) {
      if (copied) await write(route, file, copied);
      result.reused += 1;
      result.keys[route] = { ...known, chunk: facts };
      if (chunkUrl) chunkFacts.forget(chunkUrl);
      return;
    }
  }
  const chunk = chunkUrl ? chunkFacts.chunkOf(chunkUrl) : null;
  const page = await renderPage({
    manifest,
    route,
    locale,
    pageMap: pageMap.entries,
    cardPageMaps,
    chunk,
    alternates,
    collections,
  });
  const html = Buffer.from(
    fillTemplate(input.template, { route, status: errorStatus ?? 200, preload, ...page }),
  );
  result.keys[route] = { key, at: offsetsOf(html, manifest.buildId), chunk: facts };
  await write(route, file, html);
}

const result: WorkerResult = {
  pages: 0,
  reused: 0,
  errors: [],
  keys: {},
  chunks: chunkFacts.counts,
};
const madeDirs = new Set<string>();
/** Writes in flight: on the thread pool, so the next page renders while the last ones are written. */
const writing = new Set<Promise<void>>();
const MAX_WRITES = 8;

async function write(route: string, file: string, html: string | Buffer): Promise<void> {
  while (writing.size >= MAX_WRITES) await Promise.race(writing);
  const done: Promise<void> = writeFile(file, html)
    .catch((error: unknown) => {
      result.pages -= 1;
      result.errors.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => writing.delete(done));
  writing.add(done);
}

for (const route of input.routes) {
  try {
    await renderRoute(route);
    result.pages += 1;
  } catch (error) {
    result.errors.push(
      `${route}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}
await Promise.all(writing);
parentPort?.postMessage(result);
