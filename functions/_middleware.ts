/**
 * Runs in front of every request:
 * - `Accept: text/markdown` on a page route answers with the page's Markdown twin;
 * - `.md` twins are labelled text/markdown;
 * - a path that is neither a route nor a file gets the SPA's index.html with
 *   status 404 (the asset server's SPA fallback would say 200), so the app shows
 *   its 404 page and crawlers see a real 404.
 */
import { prefersMarkdown } from './_lib/accept';
import {
  countAgentUsage,
  isSharedConversationPath,
  routeOfTwin,
  staticUsageKind,
  twinLinkHeader,
} from './_lib/agent-usage';
import type { Env } from './_lib/env';
import { markdownTwinPath, normaliseRoute, siteRoutes } from './_lib/site-routes';

const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
/** Page routes answer HTML or Markdown depending on Accept; caches must know. */
const VARY_ACCEPT = { vary: 'Accept' };

let cachedIndexEtag: Promise<string | null> | undefined;

export const onRequest: PagesFunction<Env> = async (context) => {
  const { request, env, next } = context;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return next();
  }
  if (isSharedConversationPath(url.pathname)) return next();
  const usage = staticUsageKind(url.pathname);
  if (usage) context.waitUntil(countAgentUsage(env.DB, usage));

  if (prefersMarkdown(request.headers.get('accept'))) {
    const markdown = await markdownTwin(context, url);
    if (markdown) return markdown;
  }

  const response = await next();
  if (response.status !== 200) return response;
  // A missing twin comes back as the SPA fallback (HTML): that is a 404 below.
  if (!isHtml(response)) {
    return url.pathname.endsWith('.md')
      ? rewrap(response, {
          set: { 'content-type': MARKDOWN_TYPE },
          append: { ...VARY_ACCEPT, ...twinLinkHeader(routeOfTwin(url.pathname)) },
        })
      : response;
  }

  const routes = await siteRoutes(env.ASSETS, url.origin);
  if (!routes) return response;
  const route = normaliseRoute(url.pathname);
  if (routes.has(route)) {
    return rewrap(response, { append: { ...VARY_ACCEPT, ...twinLinkHeader(route) } });
  }
  if (!(await isSpaFallback(env, url, response))) return response;
  return rewrap(response, {
    set: { 'cache-control': 'no-cache' },
    status: 404,
    statusText: 'Not Found',
  });
};

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** The asset server answered with index.html for a path it has no file for. */
async function isSpaFallback(env: Env, url: URL, response: Response): Promise<boolean> {
  const etag = response.headers.get('etag');
  if (!etag) return true;
  return (await indexEtag(env.ASSETS, url.origin)) === etag;
}

/** The etag of index.html, fetched once per isolate like the routes (_lib/site-routes.ts). */
function indexEtag(assets: Fetcher, origin: string): Promise<string | null> {
  cachedIndexEtag ??= loadIndexEtag(assets, origin).then((etag) => {
    // A failed load is retried on the next request instead of being cached.
    if (!etag) cachedIndexEtag = undefined;
    return etag;
  });
  return cachedIndexEtag;
}

async function loadIndexEtag(assets: Fetcher, origin: string): Promise<string | null> {
  try {
    const index = await assets.fetch(new URL('/', origin), { method: 'HEAD' });
    return index.headers.get('etag');
  } catch {
    return null;
  }
}

async function markdownTwin(
  { env, waitUntil }: Pick<EventContext<Env, string, unknown>, 'env' | 'waitUntil'>,
  url: URL,
): Promise<Response | null> {
  const route = normaliseRoute(url.pathname);
  const routes = await siteRoutes(env.ASSETS, url.origin);
  if (!routes?.has(route)) return null;
  const twin = await env.ASSETS.fetch(new URL(markdownTwinPath(route), url.origin));
  if (!twin.ok || isHtml(twin)) return null;
  waitUntil(countAgentUsage(env.DB, 'markdown'));
  return rewrap(twin, {
    set: { 'content-type': MARKDOWN_TYPE },
    append: { ...VARY_ACCEPT, ...twinLinkHeader(route) },
  });
}

/** The response with headers set or appended (and another status, if given), wrapped once. */
function rewrap(
  response: Response,
  {
    set = {},
    append = {},
    ...init
  }: {
    set?: Record<string, string>;
    append?: Record<string, string>;
    status?: number;
    statusText?: string;
  },
): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(set)) headers.set(name, value);
  for (const [name, value] of Object.entries(append)) headers.append(name, value);
  return new Response(response.body, { status: response.status, ...init, headers });
}
