/**
 * Runs in front of every request:
 * - `Accept: text/markdown` on a page route answers with the page's Markdown twin;
 * - `.md` twins are labelled text/markdown;
 * - a path that is neither a route nor a file gets the SPA's index.html with
 *   status 404 (the asset server's SPA fallback would say 200), so the app shows
 *   its 404 page and crawlers see a real 404.
 */
import { prefersMarkdown } from './_lib/accept';
import type { Env } from './_lib/env';
import { markdownTwinPath, normaliseRoute, siteRoutes } from './_lib/site-routes';

const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

export const onRequest: PagesFunction<Env> = async (context) => {
  const { request, env, next } = context;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return next();
  }

  if (prefersMarkdown(request.headers.get('accept'))) {
    const markdown = await markdownTwin(env, url);
    if (markdown) return markdown;
  }

  const response = await next();
  if (response.status !== 200) return response;
  // A missing twin comes back as the SPA fallback (HTML): that is a 404 below.
  if (!isHtml(response)) {
    return url.pathname.endsWith('.md') ? withMarkdownType(response) : response;
  }

  const routes = await siteRoutes(env.ASSETS, url.origin);
  if (!routes) return response;
  if (routes.has(normaliseRoute(url.pathname))) return withVaryAccept(response);
  if (!(await isSpaFallback(env, url, response))) return response;
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-cache');
  return new Response(response.body, { status: 404, statusText: 'Not Found', headers });
};

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** The asset server answered with index.html for a path it has no file for. */
async function isSpaFallback(env: Env, url: URL, response: Response): Promise<boolean> {
  const etag = response.headers.get('etag');
  if (!etag) return true;
  const index = await env.ASSETS.fetch(new URL('/', url.origin), { method: 'HEAD' });
  return index.headers.get('etag') === etag;
}

async function markdownTwin(env: Env, url: URL): Promise<Response | null> {
  const route = normaliseRoute(url.pathname);
  const routes = await siteRoutes(env.ASSETS, url.origin);
  if (!routes?.has(route)) return null;
  const twin = await env.ASSETS.fetch(new URL(markdownTwinPath(route), url.origin));
  if (!twin.ok || isHtml(twin)) return null;
  return withVaryAccept(withMarkdownType(twin));
}

/** Page routes answer HTML or Markdown depending on Accept; caches must know. */
function withVaryAccept(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept');
  return new Response(response.body, { status: response.status, headers });
}

function withMarkdownType(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('content-type', MARKDOWN_TYPE);
  return new Response(response.body, { status: response.status, headers });
}
