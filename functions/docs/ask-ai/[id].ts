/**
 * /docs/ask-ai/{id}: the app renders shared conversations; this answers the
 * page with 200 when the id is stored and 404 otherwise, so crawlers and link
 * checkers see the truth (the route is not in the bundle's route list).
 */
import { SHARE_ID } from '../../_lib/assistant/conversation-record';
import { retryWhenBusy } from '../../_lib/busy-retry';
import type { Env } from '../../_lib/env';

export const onRequestGet: PagesFunction<Env> = async ({ request, params, env }) => {
  const id = String(params.id ?? '');
  const found =
    SHARE_ID.test(id) &&
    (await retryWhenBusy(() =>
      env.DB.prepare('SELECT 1 AS found FROM assistant_shares WHERE id = ?1').bind(id).first(),
    )) !== null;
  // The bare app shell (scripts/prerender/vite-plugin.ts): index.html is the prerendered home page.
  const app = await env.ASSETS.fetch(new URL('/app-shell', request.url));
  const headers = new Headers(app.headers);
  headers.set('cache-control', 'no-store');
  headers.set('x-robots-tag', 'noindex');
  headers.delete('etag');
  return new Response(app.body, { status: found ? 200 : 404, headers });
};
