/** GET /opensearch.xml: the OpenSearch description of /search (functions/_lib/opensearch.ts). */
import { brand } from '../config/site';
import type { Env } from './_lib/env';
import { OPENSEARCH_TYPE, openSearchDescription } from './_lib/opensearch';

export const onRequestGet: PagesFunction<Env> = ({ request }) =>
  new Response(
    openSearchDescription({
      name: brand.name,
      description: `Search the ${brand.name} documentation`,
      origin: new URL(request.url).origin,
    }),
    { headers: { 'content-type': OPENSEARCH_TYPE, 'cache-control': 'public, max-age=3600' } },
  );
