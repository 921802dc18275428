/**
 * Runs in front of every request:
 * - a path with a malformed escape or a control character is refused (400)
 *   before any function or static lookup sees it; one with a segment longer
 *   than a file name can be is a 404 without a lookup;
 * - an error thrown below, or a 5xx from the runtime, answers a generic body:
 *   no file path, stack or runtime message leaves the server;
 * - `Accept: text/markdown` on a page route answers with the page's Markdown twin;
 * - `.md` twins are labelled text/markdown;
 * - a page route answers with its prerendered HTML (the asset server finds
 *   /docs/x.html for /docs/x) and status 200;
 * - a path that is neither a route nor a file gets the prerendered 404 page
 *   with status 404, so readers, crawlers and link previews see a real 404.
 */

import { SEARCH_PAGE_ROUTE } from '../src/features/search/results-page/search-page-data';
import { prefersMarkdown } from './_lib/accept';
import {
  countAgentUsage,
  isSharedConversationPath,
  routeOfTwin,
  staticUsageKind,
  twinLinkHeader,
} from './_lib/agent-usage';
import type { Env } from './_lib/env';
import { withBrokenLinkPath } from './_lib/not-found-link';
import { hasOverlongSegment, isCleanPath } from './_lib/request-path';
import { badPath, failed, withoutInternals } from './_lib/safe-errors';
import { markdownTwinPath, normaliseRoute, siteRoutes } from './_lib/site-routes';

const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
/** Page routes answer HTML or Markdown depending on Accept; caches must know. */
const VARY_ACCEPT = { vary: 'Accept' };

/** The prerendered 404 page (404.html, served by the asset server at /404). */
const NOT_FOUND_PAGE = '/404';

export const onRequest: PagesFunction<Env> = async (context) => {
  try {
    const url = new URL(context.request.url);
    if (!isCleanPath(url.pathname)) return badPath();
    return withoutInternals(await serve(context, url));
  } catch (error) {
    return failed(error);
  }
};

async function serve(context: EventContext<Env, string, unknown>, url: URL): Promise<Response> {
  const { request, env, next } = context;
  if (url.pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return next();
  }
  // The search page is a function of its own (functions/search.ts).
  if (isSharedConversationPath(url.pathname) || url.pathname === SEARCH_PAGE_ROUTE) return next();
  if (hasOverlongSegment(url.pathname)) {
    return notFoundPage(env, url, new Response('Not Found', { status: 404 }));
  }
  const usage = staticUsageKind(url.pathname);
  if (usage) context.waitUntil(countAgentUsage(env.DB, usage));

  if (prefersMarkdown(request.headers.get('accept'))) {
    const markdown = await markdownTwin(context, url);
    if (markdown) return markdown;
  }

  const response = await next();
  // The asset server answers unknown paths with 404.html itself when the site has one.
  if (response.status === 404 && isHtml(response)) return notFoundPage(env, url, response);
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
  // The reserved /500 page reads as it is; /404 and every unknown path are a 404.
  if (route === '/500') return response;
  return notFoundPage(env, url, response);
}

/** The prerendered 404 page with status 404 (the fallback's own body if there is none). */
async function notFoundPage(env: Env, url: URL, fallback: Response): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL(NOT_FOUND_PAGE, url.origin));
  const body = page.ok && isHtml(page) ? withBrokenLinkPath(page, url.pathname) : fallback;
  return rewrap(body, {
    set: { 'cache-control': 'no-cache' },
    status: 404,
    statusText: 'Not Found',
  });
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
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
