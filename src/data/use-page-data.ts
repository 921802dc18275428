import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useContentManifest } from './content-context';
import { pageMapPartOf } from './page-map-part';
import { pageChunkQuery, pageMapQuery } from './page-queries';

/**
 * The route tree of a locale, as far as `route` needs it: its own section's
 * pages and every top-level entry (the whole tree where the locale's map is
 * not split). While another section's part loads, the one held stays as
 * placeholder data (`isPlaceholderData`), so the navbar does not blink.
 */
export function usePageMap(locale: string, route: string) {
  const manifest = useContentManifest();
  const part = pageMapPartOf(manifest, locale, route);
  return useQuery({
    ...pageMapQuery(manifest.buildId, locale, part),
    placeholderData: keepPreviousData,
  });
}

/** One page's chunk: title, front matter, toc and body tree; cached for the visit. */
export function usePageChunk(route: string, baseRoute?: string, enabled = true) {
  const { buildId } = useContentManifest();
  return useQuery({ ...pageChunkQuery(buildId, route, baseRoute), enabled });
}
