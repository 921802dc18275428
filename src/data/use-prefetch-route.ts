import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useContentManifest } from './content-context';
import { splitLocale } from './locale-route';
import { pageMapPartOf } from './page-map-part';
import { pageMapQuery, prefetchPageChunk } from './page-queries';

/**
 * Returns a function that starts fetching the chunk of an internal href (hash
 * and query ignored), and its part of a split page map.
 */
export function usePrefetchRoute(): (href: string) => void {
  const client = useQueryClient();
  const manifest = useContentManifest();
  return useCallback(
    (href: string) => {
      if (!href.startsWith('/') || href.startsWith('//')) return;
      const pathname = href.split(/[?#]/)[0];
      // Files (notebooks, feeds, Markdown twins) are not pages.
      if (/\.[a-z0-9]+$/i.test(pathname)) return;
      const { locale, route, baseRoute } = splitLocale(pathname, manifest);
      void prefetchPageChunk(client, manifest.buildId, route, baseRoute);
      const part = pageMapPartOf(manifest, locale, route);
      if (part !== undefined)
        void client.prefetchQuery(pageMapQuery(manifest.buildId, locale, part, false));
    },
    [client, manifest],
  );
}
