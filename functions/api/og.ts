/**
 * GET /api/og?title=&description=&section= : the 1200×630 PNG social image for a page.
 * Any input renders: lengths are capped, text is cleaned and escaped; no title
 * gives the default brand image.
 */
import { brand, site } from '../../config/site';
import type { Env } from '../_lib/env';
import { methodNotAllowed } from '../_lib/json';
import { renderOgImage } from '../_lib/og/render-og-image';
import { cleanText } from '../_lib/og/text';

const OG_LIMITS = { title: 200, description: 155, section: 32 } as const;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const onRequest: PagesFunction<Env> = async ({ request, waitUntil }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET']);
  const url = new URL(request.url);
  const title = cleanText(url.searchParams.get('title'), OG_LIMITS.title);
  const content = title
    ? {
        title,
        description: cleanText(url.searchParams.get('description'), OG_LIMITS.description),
        section: cleanText(url.searchParams.get('section'), OG_LIMITS.section),
      }
    : { title: brand.tagline, description: brand.description, section: '' };

  // One cache entry per rendered content, so unrelated query parameters cannot bust it.
  const key = new URL('/api/og', url.origin);
  if (title) {
    key.searchParams.set('title', content.title);
    key.searchParams.set('description', content.description);
    key.searchParams.set('section', content.section);
  }
  const cache = await caches.open('og-images');
  const cached = await cache.match(key);
  if (cached) return request.method === 'HEAD' ? new Response(null, cached) : cached;

  const png = await renderOgImage({ ...content, brand: brand.name, host: new URL(site.url).host });
  const response = new Response(png, {
    headers: { 'content-type': 'image/png', 'cache-control': CACHE_CONTROL },
  });
  waitUntil(cache.put(key, response.clone()));
  return request.method === 'HEAD' ? new Response(null, response) : response;
};
