import { useQuery } from '@tanstack/react-query';
import { useContentManifest } from './content-context';
import { pageChunkQuery, pageMapQuery } from './page-queries';

/** The route tree of a locale. */
export function usePageMap(locale: string) {
  const { buildId } = useContentManifest();
  return useQuery(pageMapQuery(buildId, locale));
}

/** One page's chunk: title, front matter, toc and body tree; cached for the visit. */
export function usePageChunk(route: string, baseRoute?: string, enabled = true) {
  const { buildId } = useContentManifest();
  return useQuery({ ...pageChunkQuery(buildId, route, baseRoute), enabled });
}
