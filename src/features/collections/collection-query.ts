import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { CollectionIndex } from '../../../build-content/bundle-format';
import { useContentManifest } from '../../data/content-context';
import type { BundleQueryMeta } from '../../data/content-urls';
import { fetchJson } from '../../data/fetch-json';
import { splitLocale } from '../../data/locale-route';

export function collectionIndexUrl(buildId: string, collection: string, locale: string): string {
  return `/_content/${buildId}/collections/${collection}.${locale}.json`;
}

/** A collection's index chunk; immutable per build id, like every other chunk. */
export function collectionIndexQuery(buildId: string, collection: string, locale: string) {
  return {
    queryKey: ['collection-index', buildId, collection, locale] as const,
    meta: {
      bundleUrls: [collectionIndexUrl(buildId, collection, locale)],
    } satisfies BundleQueryMeta,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchJson<CollectionIndex>(collectionIndexUrl(buildId, collection, locale), signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60 * 1000,
  };
}

/** The entries of a collection in the current page's locale, newest first. */
export function useCollectionIndex(collection: string) {
  const manifest = useContentManifest();
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname, manifest);
  return useQuery(collectionIndexQuery(manifest.buildId, collection, locale));
}
