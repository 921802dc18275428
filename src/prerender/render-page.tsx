/**
 * Server entry (built by Vite for Node, see scripts/prerender/): renders one
 * route of the app to HTML with the same tree the browser hydrates
 * (src/main.tsx), its React Query cache filled with the page map and chunk
 * the browser will load before hydrating.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type {
  CollectionIndex,
  ContentManifest,
  PageChunk,
  PageMapEntry,
} from '../../build-content/bundle-format';
import { App, createQueryClient } from '../app/app';
import { buildPageNav, getBreadcrumbs } from '../data/page-map-nav';
import { pageMapPartOf } from '../data/page-map-part';
import { pageChunkQuery, pageMapQuery } from '../data/page-queries';
import { collectionIndexQuery } from '../features/collections/collection-query';
import { SEARCH_PAGE_ROUTE } from '../features/search/results-page/search-page-data';
import { searchPageHeadTags } from '../features/search/results-page/search-page-head';
import { loadSearchPage } from '../features/search/results-page/search-page-slot';
import { type Alternate, headHtml } from '../head/head-html';
import { buildHeadTags } from '../head/head-tags';
import { breadcrumbListJsonLd, type JsonLd } from '../head/json-ld';
import { loadComponentsOf } from '../mdx/on-demand/on-demand-components';
import { errorHeadTags } from '../theme/errors/error-page';
import { notFoundHead } from '../theme/errors/not-found';
import { serverErrorHead } from '../theme/errors/server-error';

export interface RenderInput {
  manifest: ContentManifest;
  /** The path rendered: a route with its locale prefix, or /404 and /500. */
  route: string;
  locale: string;
  /** The locale's page map as the route reads it: its part of a split map (pageMapPartOf). */
  pageMap: PageMapEntry[];
  /** Other parts of a split map, by name, that the page's cards read (pageCardParts). */
  cardPageMaps?: Record<string, PageMapEntry[]>;
  /** The route's chunk (its default-locale fallback for an untranslated page); null for error pages. */
  chunk: PageChunk | null;
  alternates: Alternate[];
  /** Index chunks of the collections the page lists (see collectionsOfPage). */
  collections?: Record<string, CollectionIndex>;
}

export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  /** Tags for <head>: title, description, canonical, social tags, hreflang, JSON-LD. */
  head: string;
  lang: string;
  dir: string;
}

export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const { manifest, route, locale, pageMap, chunk } = input;
  // Its code is loaded on demand in the browser; here it must be in before the render.
  if (route === SEARCH_PAGE_ROUTE) await loadSearchPage();
  if (chunk) await loadComponentsOf(chunk.tree);
  const client = createQueryClient();
  const pageMapKey = (part?: string) => pageMapQuery(manifest.buildId, locale, part).queryKey;
  client.setQueryData(pageMapKey(pageMapPartOf(manifest, locale, route)), pageMap);
  for (const [part, entries] of Object.entries(input.cardPageMaps ?? {}))
    client.setQueryData(pageMapKey(part), entries);
  if (chunk) client.setQueryData(pageChunkQuery(manifest.buildId, route).queryKey, chunk);
  for (const [name, index] of Object.entries(input.collections ?? {}))
    client.setQueryData(collectionIndexQuery(manifest.buildId, name, locale).queryKey, index);

  // Synchronous and string-based (no byte encoding): the fastest server renderer. Nothing
  // suspends on a first render (lazy parts load on interaction), so nothing is left out.
  const body = renderToString(
    <StrictMode>
      <StaticRouter location={route}>
        <App manifest={manifest} queryClient={client} />
      </StaticRouter>
    </StrictMode>,
  );
  client.clear();
  // A boundary that suspended would be rendered by the browser instead: a hydration error.
  if (body.includes('<!--$!'))
    throw new Error(`${route}: a part of the page suspended on the server`);

  const direction = manifest.locales.find((entry) => entry.locale === locale)?.direction ?? 'ltr';
  return { body: withoutHoistedHead(body), head: pageHead(input), lang: locale, dir: direction };
}

function pageHead({ route, chunk, pageMap, alternates }: RenderInput): string {
  if (route === SEARCH_PAGE_ROUTE) return headHtml(searchPageHeadTags(''));
  if (!chunk) {
    const head = route === '/500' ? serverErrorHead : notFoundHead;
    return headHtml(errorHeadTags(route === '/500' ? 500 : 404, head.headTitle, head.description));
  }
  const tags = buildHeadTags({ ...chunk, route });
  const nav = buildPageNav(pageMap, route);
  const jsonLd: JsonLd[] = [breadcrumbListJsonLd(route, getBreadcrumbs(nav.activePath))];
  if (tags.jsonLd) jsonLd.push(tags.jsonLd);
  return headHtml(tags, { alternates, jsonLd });
}

/**
 * React writes the page's <title>, <meta> and <link> tags ahead of the markup
 * when it renders less than a whole document; the head gets them from
 * pageHead() instead, and the browser adopts those.
 */
function withoutHoistedHead(html: string): string {
  return html.replace(/^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/, '');
}
