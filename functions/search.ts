/**
 * GET /search?q=…[&locale=…]: the search page with its results, for readers
 * without JavaScript, shared links and the browser's site search
 * (/opensearch.xml). The app renders the same page when it is live.
 */
import type { Env } from './_lib/env';
import { localeEngine } from './_lib/search-page/navbar-engine';
import { renderSearchPage } from './_lib/search-page/render-search-page';
import { loadManifest, localeOf } from './_lib/site-manifest';

/** Longer queries are cut: no reader types more, and the engine's work stays bounded. */
const MAX_QUERY_CHARS = 200;

export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_CHARS);
  const [manifest, shell] = await Promise.all([
    loadManifest(env.ASSETS, url.origin),
    env.ASSETS.fetch(new URL('/search', url.origin)),
  ]);
  if (!manifest || !shell.ok) return new Response('Search is not available.', { status: 503 });
  const locale = localeOf(manifest, url.searchParams.get('locale'));
  const engine = query.trim() ? await localeEngine(env.ASSETS, url.origin, locale) : null;
  const hits = engine ? engine.search(query) : [];
  return renderSearchPage(shell, { query, locale, hits }, manifest.defaultLocale);
};
