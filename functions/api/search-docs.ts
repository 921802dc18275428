/** GET /api/search-docs?q=&locale=&limit=: the documentation sections that best match a query, as JSON. */
import { searchDocs } from '../_lib/assistant/search-docs';
import type { Env } from '../_lib/env';
import { json, jsonError, methodNotAllowed } from '../_lib/json';

export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const url = new URL(request.url);
  const limitParam = url.searchParams.get('limit');
  const outcome = await searchDocs(env.ASSETS, url.origin, url.searchParams.get('q') ?? '', {
    locale: url.searchParams.get('locale') ?? undefined,
    limit: limitParam === null ? undefined : Number(limitParam),
  });
  if (!outcome.ok) return jsonError(outcome.status, outcome.error);
  return json({
    query: url.searchParams.get('q'),
    locale: outcome.locale,
    results: outcome.results,
  });
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['GET']);
