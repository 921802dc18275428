/**
 * The deployed build's routes for endpoints that check a page field. Without
 * the list nothing can be checked, so the post is refused as a temporary
 * failure (503, retry soon) rather than stored unchecked.
 */
import { jsonError } from './json';
import { siteRoutes } from './site-routes';

export async function requireRoutes(
  assets: Fetcher,
  request: Request,
): Promise<{ ok: true; routes: ReadonlySet<string> } | { ok: false; response: Response }> {
  const routes = await siteRoutes(assets, new URL(request.url).origin);
  if (routes) return { ok: true, routes };
  return {
    ok: false,
    response: jsonError(503, "the site's page list is not available; try again shortly", {
      'retry-after': '5',
    }),
  };
}
