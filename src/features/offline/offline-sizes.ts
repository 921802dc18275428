import {
  type ContentManifest,
  type OfflineSizes,
  type PageMapEntry,
  pageMapFile,
  sectionPart,
} from '../../../build-content/bundle-format';
import { pageChunkUrl, pageMapUrl, searchChunkUrl, searchHeadUrl } from '../../data/content-urls';
import { isAtOrUnder } from '../../data/locale-route';
import { shardFiles } from '../search/shards/shard-paths';

/** Every part of a split locale's page map (the rest, '', first), or none (src/data/page-map-part.ts). */
export function pageMapPartsOf(
  manifest: Pick<ContentManifest, 'pageMapParts'>,
  locale: string,
): string[] {
  const sections = manifest.pageMapParts?.[locale];
  return sections ? ['', ...sections.map(sectionPart)] : [];
}

export function offlineSizesUrl(buildId: string): string {
  return `/_content/${buildId}/offline-sizes.json`;
}

/** A set of pages the reader can store: its routes, files and total size. */
export interface SavePlan {
  label: string;
  prefix: string;
  routes: string[];
  urls: string[];
  bytes: number;
}

/**
 * Pages under a route prefix plus the locale's page map and search chunks (so
 * the sidebar and search work offline too), sized from the build's own numbers.
 * A split page map is every part of it (`parts`, src/data/page-map-part.ts);
 * a sharded locale's search is every shard, page fragment and list of it
 * (its full chunk is the edge's, never read by the browser).
 */
export function planSave(
  sizes: OfflineSizes,
  options: { buildId: string; locale: string; prefix: string; label: string; parts?: string[] },
): SavePlan {
  const { buildId, locale, prefix, label, parts = [] } = options;
  const routes = Object.keys(sizes.pages)
    .filter((route) => isAtOrUnder(route, prefix))
    .sort();
  let bytes = routes.reduce((sum, route) => sum + sizes.pages[route], 0);
  const shards = sizes.searchShards?.[locale];
  const maps: (string | undefined)[] = parts.length > 0 ? parts : [undefined];
  const shared = maps.map((part) => pageMapFile(locale, part));
  if (!shards) shared.push(`search/${locale}.json`, `search/${locale}.head.json`);
  for (const path of shared) bytes += sizes.shared[path] ?? 0;
  const urls = [
    ...routes.map((route) => pageChunkUrl(buildId, route)),
    ...maps.map((part) => pageMapUrl(buildId, locale, part)),
  ];
  if (shards) {
    bytes += shards.bytes;
    for (const file of shardFiles(locale, shards.layout)) urls.push(`/_content/${buildId}/${file}`);
  } else urls.push(searchChunkUrl(buildId, locale), searchHeadUrl(buildId, locale));
  return { label, prefix, routes, urls, bytes };
}

/**
 * The two choices offered on a page: its section (the nearest folder below the
 * top level, e.g. /docs/tracing-features) and the whole top-level area (/docs).
 * A page directly in the top level only gets the second.
 */
export function saveChoices(
  route: string,
  pageMap: PageMapEntry[] | undefined,
): { prefix: string; label: string }[] {
  const segments = route.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const top = `/${segments[0]}`;
  const titleOf = (prefix: string) => findTitle(pageMap ?? [], prefix);
  const choices: { prefix: string; label: string }[] = [];
  if (segments.length >= 3) {
    const section = `/${segments.slice(0, 2).join('/')}`;
    choices.push({ prefix: section, label: titleOf(section) ?? section });
  }
  choices.push({ prefix: top, label: `All of ${titleOf(top) ?? top}` });
  return choices;
}

function findTitle(entries: PageMapEntry[], route: string): string | undefined {
  for (const entry of entries) {
    if (entry.route === route && entry.type !== 'separator') return entry.title;
    if (entry.children && route.startsWith(`${entry.route}/`)) {
      const inner = findTitle(entry.children, route);
      if (inner) return inner;
    }
  }
  return undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
