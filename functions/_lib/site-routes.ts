/**
 * The set of routable routes from the build's /_content/routes.json, loaded once
 * per isolate through the static assets binding.
 */
import { normaliseRoute } from './route-path';

export { normaliseRoute };

let cached: Promise<ReadonlySet<string> | null> | undefined;

export function siteRoutes(assets: Fetcher, origin: string): Promise<ReadonlySet<string> | null> {
  cached ??= loadRoutes(assets, origin).then((routes) => {
    // A failed load is retried on the next request instead of being cached.
    if (!routes) cached = undefined;
    return routes;
  });
  return cached;
}

async function loadRoutes(assets: Fetcher, origin: string): Promise<ReadonlySet<string> | null> {
  try {
    const response = await assets.fetch(new URL('/_content/routes.json', origin));
    if (!response.ok) return null;
    const routes: unknown = await response.json();
    if (!Array.isArray(routes)) return null;
    return new Set(routes.filter((r): r is string => typeof r === 'string').map(normaliseRoute));
  } catch {
    return null;
  }
}

/** Path of a route's Markdown twin: /docs/tracing → /docs/tracing.md, / → /index.md. */
export function markdownTwinPath(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}
