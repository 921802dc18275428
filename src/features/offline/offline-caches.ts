/**
 * Cache names and bundle URL rules shared by the service worker and the page
 * ("Save for offline" writes into the same cache the worker reads from).
 * Content chunks live under /_content/<buildId>/, so one cache can hold them:
 * entries of an older build are told apart by their URL; on update they are
 * fetched again from the new build, then dropped.
 */
export const CONTENT_CACHE = 'site-content-v1';
export const ASSET_CACHE = 'site-assets-v1';
/** Navigation responses (HTML) per URL, one cache per build. */
export const PAGE_CACHE_PREFIX = 'site-pages-';

export const SHELL_URL = '/index.html';
export const MANIFEST_PATH = '/_content/manifest.json';

/** The build id of a versioned content URL, or null (manifest, routes, content-addressed assets). */
export function buildIdOf(pathname: string): string | null {
  const match = /^\/_content\/([0-9a-f]{8,})\//.exec(pathname);
  return match ? match[1] : null;
}

/** The same content URL in another build (page chunk, page map, search chunk…). */
export function inBuild(pathname: string, buildId: string): string | null {
  return buildIdOf(pathname)
    ? pathname.replace(/^\/_content\/[0-9a-f]{8,}\//, `/_content/${buildId}/`)
    : null;
}

/** The route whose page chunk this is (/_content/<id>/pages/docs/x.json → /docs/x), or null. */
export function routeOfChunk(pathname: string, buildId: string): string | null {
  const prefix = `/_content/${buildId}/pages/`;
  if (!pathname.startsWith(prefix) || !pathname.endsWith('.json')) return null;
  const name = decodeURIComponent(pathname.slice(prefix.length, -'.json'.length));
  return name === 'index' ? '/' : `/${name}`;
}

/** The page chunk URL of a route (the same rule as src/data/content-urls.ts). */
export function chunkPathOf(route: string, buildId: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `/_content/${buildId}/pages${trimmed === '' ? '/index' : trimmed}.json`;
}

/** A navigation URL as a route: no query, hash or trailing slash. */
export function routeOfPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
