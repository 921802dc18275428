/** URLs of the content bundle (build-content/bundle-format.ts describes the layout). */

export const MANIFEST_URL = '/_content/manifest.json';

export function pageMapUrl(buildId: string, locale: string): string {
  return `/_content/${buildId}/page-map.${locale}.json`;
}

export function searchChunkUrl(buildId: string, locale: string): string {
  return `/_content/${buildId}/search/${locale}.json`;
}

/** "/" is stored as /pages/index.json, every other route as /pages<route>.json. */
export function pageChunkUrl(buildId: string, route: string): string {
  const path = route === '/' || route === '' ? '/index' : route.replace(/\/+$/, '');
  return `/_content/${buildId}/pages${path}.json`;
}
