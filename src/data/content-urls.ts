import { pageMapFile } from '../../build-content/bundle-format';

/** URLs of the content bundle (build-content/bundle-format.ts describes the layout). */

export const MANIFEST_URL = '/_content/manifest.json';

/** The locale's whole page map, or one part of a split one (src/data/page-map-part.ts). */
export function pageMapUrl(buildId: string, locale: string, part?: string): string {
  return `/_content/${buildId}/${pageMapFile(locale, part)}`;
}

export function searchChunkUrl(buildId: string, locale: string): string {
  return `/_content/${buildId}/search/${locale}.json`;
}

/** Titles, headings and snippet-length section text: searchable long before the full chunk. */
export function searchHeadUrl(buildId: string, locale: string): string {
  return `/_content/${buildId}/search/${locale}.head.json`;
}

/** "/" is stored as /pages/index.json, every other route as /pages<route>.json. */
export function pageChunkUrl(buildId: string, route: string): string {
  const path = route === '/' || route === '' ? '/index' : route.replace(/\/+$/, '');
  return `/_content/${buildId}/pages${path}.json`;
}

/** What a query of bundle files records of itself: the URLs its data came from (dev updates keep the unchanged ones). */
export interface BundleQueryMeta extends Record<string, unknown> {
  bundleUrls: string[];
}
