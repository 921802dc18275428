import type { QueryClient } from '@tanstack/react-query';
import type { PageChunk, PageMapEntry } from '../../build-content/bundle-format';
import { loadAllComponents, loadComponentsOf } from '../mdx/on-demand/on-demand-components';
import { reloadIfBuildChanged, untilReload } from './build-change';
import { type BundleQueryMeta, pageChunkUrl, pageMapUrl } from './content-urls';
import { fetchJson, isNotFound } from './fetch-json';

/**
 * A bundle file of this build that is missing: if another build went live
 * meanwhile, the page reloads onto it (src/data/build-change.ts) instead of
 * rendering the miss.
 */
async function ofThisBuild<T>(buildId: string, load: () => Promise<T>, reload = true): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reload && isNotFound(error) && (await reloadIfBuildChanged(buildId))) {
      return untilReload<T>();
    }
    throw error;
  }
}

/**
 * Query options for bundle files. A build id names immutable content, so
 * nothing here ever goes stale; a new build id is a new key.
 */
/**
 * `part`: one part of a split locale's map (src/data/page-map-part.ts); none,
 * the whole map. `reload: false` for prefetches, as for chunks.
 */
export function pageMapQuery(buildId: string, locale: string, part?: string, reload = true) {
  const url = pageMapUrl(buildId, locale, part);
  return {
    queryKey: ['page-map', buildId, locale, part ?? 'whole'] as const,
    meta: { bundleUrls: [url] } satisfies BundleQueryMeta,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      ofThisBuild(buildId, () => fetchJson<PageMapEntry[]>(url, signal), reload),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * A page of a non-default locale that was never translated falls back to the
 * default locale's chunk (`baseRoute` is the route without the locale prefix).
 */
/** `reload: false` for prefetches: a reload belongs to the page the reader opens, not one hovered. */
export function pageChunkQuery(
  buildId: string,
  route: string,
  baseRoute: string = route,
  reload = true,
) {
  return {
    queryKey: ['page-chunk', buildId, route] as const,
    meta: {
      bundleUrls: [pageChunkUrl(buildId, route), pageChunkUrl(buildId, baseRoute)],
    } satisfies BundleQueryMeta,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      ofThisBuild(
        buildId,
        async () => {
          const chunk = await fetchJson<PageChunk>(pageChunkUrl(buildId, route), signal).catch(
            (error: unknown) => {
              if (baseRoute === route || !isNotFound(error)) throw error;
              return fetchJson<PageChunk>(pageChunkUrl(buildId, baseRoute), signal);
            },
          );
          // A page is ready once the code of the components only it uses is in too; if
          // that fails, the page renders and the component tries again (on-demand.tsx).
          await loadComponentsOf(chunk.tree).catch(() => {});
          return chunk;
        },
        reload,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    // Pages stay cached for the whole visit: going back is instant and works offline.
    gcTime: 60 * 60 * 1000,
    retry: (failures: number, error: unknown) => !isNotFound(error) && failures < 2,
  };
}

export function prefetchPageChunk(
  client: QueryClient,
  buildId: string,
  route: string,
  baseRoute?: string,
) {
  // The page's code starts with its chunk rather than after it (a failure is retried on render).
  loadAllComponents().catch(() => {});
  return client.prefetchQuery(pageChunkQuery(buildId, route, baseRoute, false));
}
