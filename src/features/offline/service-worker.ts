/**
 * The service worker (built by vite-plugin-pwa into /service-worker.js).
 * - App shell (index.html, the manifest, the code the entry reaches) is precached.
 * - Content chunks, the page map, search chunks, images and code chunks are cached
 *   the first time the reader fetches them (cache first: their URLs are immutable).
 * - Navigations go to the network first; offline, the stored response for the URL,
 *   else the app shell when the route's chunk is stored, else the offline page.
 * - A new worker waits until the reader accepts "New version available — reload";
 *   on taking over it fetches what was stored under the old build from its own.
 */

import { clientsClaim } from 'workbox-core';
import { matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { ContentManifest, PageMapEntry } from '../../../build-content/bundle-format';
import { brand } from '../../../config/site';
import {
  ASSET_CACHE,
  buildIdOf,
  CONTENT_CACHE,
  chunkPathOf,
  inBuild,
  MANIFEST_PATH,
  PAGE_CACHE_PREFIX,
  routeOfChunk,
  routeOfPath,
  SHELL_URL,
} from './offline-caches';
import { offlineLinks, offlinePageHtml } from './offline-page';
import type { StoreRequest } from './register-offline';
import { emptyRootDocument } from './shell-document';

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}

const scope = self as unknown as WorkerScope;

// directoryIndex '' keeps "/" out of the precache route: navigations are network first.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { directoryIndex: '' });

let buildIdPromise: Promise<string | null> | undefined;

/** This worker's build: the manifest it precached with its shell. */
function currentBuildId(): Promise<string | null> {
  buildIdPromise ??= matchPrecache(MANIFEST_PATH)
    .then((response) => (response ? (response.json() as Promise<ContentManifest>) : null))
    .then((manifest) => manifest?.buildId ?? null)
    .catch(() => null);
  return buildIdPromise;
}

const isContent = (url: URL) =>
  url.pathname.startsWith('/_content/') &&
  url.pathname !== MANIFEST_PATH &&
  url.pathname !== '/_content/routes.json';
const isAsset = (url: URL, destination: string) =>
  !url.pathname.startsWith('/api/') &&
  (url.pathname.startsWith('/assets/') || destination === 'image' || destination === 'font');

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isContent(url),
  new CacheFirst({ cacheName: CONTENT_CACHE }),
);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isAsset(url, request.destination),
  new CacheFirst({ cacheName: ASSET_CACHE }),
);

registerRoute(
  ({ request }) => request.mode === 'navigate',
  ({ request }) => navigate(request),
);

async function navigate(request: Request): Promise<Response> {
  const buildId = await currentBuildId();
  const pages = await caches.open(`${PAGE_CACHE_PREFIX}${buildId ?? 'unknown'}`);
  const url = new URL(request.url);
  const key = `${url.origin}${url.pathname}`;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await pages.put(key, response.clone());
    return response;
  } catch {
    const stored = await pages.match(key);
    if (stored) return stored;
    const route = routeOfPath(url.pathname);
    const content = await caches.open(CONTENT_CACHE);
    if (buildId && (await content.match(chunkPathOf(route, buildId)))) {
      const shell = await matchPrecache(SHELL_URL);
      if (shell) {
        return new Response(emptyRootDocument(await shell.text()), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      }
    }
    return offlinePage(route, buildId);
  }
}

/** Routes readable offline: a stored chunk (with the shell) or a stored document. */
async function storedRoutes(buildId: string | null): Promise<string[]> {
  const routes: string[] = [];
  if (buildId) {
    const content = await caches.open(CONTENT_CACHE);
    for (const request of await content.keys()) {
      const route = routeOfChunk(new URL(request.url).pathname, buildId);
      if (route) routes.push(route);
    }
  }
  const pages = await caches.open(`${PAGE_CACHE_PREFIX}${buildId ?? 'unknown'}`);
  for (const request of await pages.keys()) routes.push(routeOfPath(new URL(request.url).pathname));
  return routes;
}

/** The entries of every page map, or part of one, stored for the build: titles for the offline page. */
async function storedPageMap(buildId: string | null): Promise<PageMapEntry[] | null> {
  if (!buildId) return null;
  const content = await caches.open(CONTENT_CACHE);
  const entries: PageMapEntry[] = [];
  for (const request of await content.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(`/_content/${buildId}/page-map.`)) {
      const response = await content.match(request);
      if (response) entries.push(...((await response.json()) as PageMapEntry[]));
    }
  }
  return entries.length > 0 ? entries : null;
}

async function offlinePage(route: string, buildId: string | null): Promise<Response> {
  const links = offlineLinks(await storedRoutes(buildId), await storedPageMap(buildId));
  return new Response(offlinePageHtml(route, links, brand.name), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** How many requests a carried-over store makes at once. */
const CARRY_CONCURRENCY = 6;
/**
 * ...and storing what the page fetched before the worker was in control: one
 * at a time. The page sends one file a message, in its reader's pauses
 * (register-offline.ts); all at once, a reader who had searched a large site
 * for a few seconds had a hundred files stored in one burst, and the next
 * keys' files waited 0.7-1.5 s behind it.
 */
const STORE_FETCHED_CONCURRENCY = 1;

async function eachLimited<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  concurrency = CARRY_CONCURRENCY,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]).catch(() => undefined);
  });
  await Promise.all(lanes);
}

/**
 * What the reader stored under other builds (pages saved for offline or
 * visited, their documents) is fetched again from this build before the old
 * copies go, so an update keeps it readable offline and a page never mixes
 * two builds. A page this build no longer has is dropped with its build.
 */
async function carryOverAndDropOtherBuilds(): Promise<void> {
  const buildId = await currentBuildId();
  if (!buildId) return;
  const content = await caches.open(CONTENT_CACHE);
  const old = (await content.keys()).filter((request) => {
    const owner = buildIdOf(new URL(request.url).pathname);
    return owner !== null && owner !== buildId;
  });
  await eachLimited(old, async (request) => {
    const url = new URL(request.url);
    const current = inBuild(url.pathname, buildId);
    if (current && !(await content.match(current))) {
      const response = await fetch(current);
      if (response.ok) await content.put(current, response);
    }
  });
  await Promise.all(old.map((request) => content.delete(request)));
  const pages = await caches.open(`${PAGE_CACHE_PREFIX}${buildId}`);
  for (const name of await caches.keys()) {
    if (!name.startsWith(PAGE_CACHE_PREFIX) || name === `${PAGE_CACHE_PREFIX}${buildId}`) continue;
    const documents = await (await caches.open(name)).keys();
    await eachLimited(documents, async (request) => {
      if (await pages.match(request.url)) return;
      const response = await fetch(request.url, { headers: { Accept: 'text/html' } });
      if (response.ok) await pages.put(request.url, response);
    });
    await caches.delete(name);
  }
}

scope.addEventListener('activate', (event) => event.waitUntil(carryOverAndDropOtherBuilds()));

/** The page's HTML, in the page cache of its build (read when the reader is offline). */
async function storeDocument(page: URL, buildId: string | null): Promise<void> {
  const pages = await caches.open(`${PAGE_CACHE_PREFIX}${buildId ?? 'unknown'}`);
  const response = await fetch(page.href, { headers: { Accept: 'text/html' } });
  if (response.ok) await pages.put(`${page.origin}${page.pathname}`, response);
}

/** Stores what the page loaded before the worker took over (its first visit). */
async function storeFetched(message: StoreRequest): Promise<void> {
  const buildId = await currentBuildId();
  const content = await caches.open(CONTENT_CACHE);
  const assets = await caches.open(ASSET_CACHE);
  const origin = scope.location.origin;
  // The page sends its document first: it is what reading this page offline needs most.
  if (message.document)
    await storeDocument(new URL(message.document, origin), buildId).catch(() => undefined);
  await eachLimited(
    message.urls,
    async (href) => {
      const url = new URL(href, origin);
      if (url.origin !== origin) return;
      const cache = isContent(url)
        ? content
        : isAsset(url, /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(url.pathname) ? 'image' : '')
          ? assets
          : null;
      if (cache && !(await cache.match(url.href))) await cache.add(url.href);
    },
    STORE_FETCHED_CONCURRENCY,
  );
}

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  // workbox-window's messageSkipWaiting(), sent when the reader accepts the update.
  if (data?.type === 'SKIP_WAITING') void scope.skipWaiting();
  if (data?.type === 'STORE_FETCHED') {
    const reply = event.ports[0];
    const done = storeFetched(data as StoreRequest).then(() => reply?.postMessage(true));
    (event as MessageEvent & { waitUntil?: (p: Promise<unknown>) => void }).waitUntil?.(done);
  }
});

// The first worker takes over the open page, so what it fetches is stored right away.
clientsClaim();
