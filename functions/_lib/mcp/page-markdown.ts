/** A page's Markdown twin by route, for the MCP `get_page` tool. */
import { markdownTwinPath, normaliseRoute, siteRoutes } from '../site-routes';

export type PageMarkdown =
  | { ok: true; route: string; markdown: string }
  | { ok: false; error: string };

/** Accepts a route ("/docs/tracing"), a twin path ("/docs/tracing.md") or a URL of the site. */
export function routeOfPath(path: string, origin: string): string | null {
  let pathname: string;
  try {
    const url = new URL(path.trim(), origin);
    if (url.origin !== origin) return null;
    pathname = url.pathname;
  } catch {
    return null;
  }
  const route = normaliseRoute(pathname);
  if (route === '/index.md') return '/';
  return route.endsWith('.md') ? route.slice(0, -'.md'.length) : route;
}

export async function readPageMarkdown(
  assets: Fetcher,
  origin: string,
  path: string,
): Promise<PageMarkdown> {
  const route = routeOfPath(path, origin);
  if (!route)
    return { ok: false, error: `"${path}" is not a path of this site, e.g. /docs/tracing` };
  const routes = await siteRoutes(assets, origin);
  if (!routes) return { ok: false, error: 'the page index is not available' };
  if (!routes.has(route)) {
    return { ok: false, error: `no page at "${route}"; use search_docs to find page routes` };
  }
  const twin = await assets.fetch(new URL(markdownTwinPath(route), origin));
  const type = twin.headers.get('content-type') ?? '';
  if (!twin.ok || type.includes('text/html')) {
    return { ok: false, error: `the page "${route}" has no Markdown version` };
  }
  return { ok: true, route, markdown: await twin.text() };
}
