/**
 * Shared by GET /api/search-docs and the MCP search tool: the top sections
 * for a query, ranked by the navbar's engine (functions/_lib/search/ranked-sections.ts).
 */
import { queryTerms } from '../../../src/features/search/query-terms';
import { rankedSections } from '../search/ranked-sections';
import { snippetOf } from '../search/section-snippet';
import { localeEngine } from '../search-page/navbar-engine';
import { resolveLocale } from '../site-manifest';
import { sectionLink } from './prompt';

export const SEARCH_LIMITS = { queryChars: 500, maxResults: 20, defaultResults: 5 } as const;

export interface SearchHit {
  title: string;
  route: string;
  anchor: string;
  heading: string;
  url: string;
  snippet: string;
}

export type SearchOutcome =
  | { ok: true; locale: string; results: SearchHit[] }
  | { ok: false; status: 400 | 503; error: string };

export async function searchDocs(
  assets: Fetcher,
  origin: string,
  query: string,
  options: { locale?: string; limit?: number } = {},
): Promise<SearchOutcome> {
  const q = query.trim();
  if (!q) return { ok: false, status: 400, error: 'q must be a non-empty query' };
  if (q.length > SEARCH_LIMITS.queryChars) {
    return {
      ok: false,
      status: 400,
      error: `q is longer than ${SEARCH_LIMITS.queryChars} characters`,
    };
  }
  const limit = options.limit ?? SEARCH_LIMITS.defaultResults;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMITS.maxResults) {
    return { ok: false, status: 400, error: `limit must be 1 to ${SEARCH_LIMITS.maxResults}` };
  }
  const locale = await resolveLocale(assets, origin, options.locale);
  const engine = locale ? await localeEngine(assets, origin, locale) : null;
  if (!locale || !engine) {
    return { ok: false, status: 503, error: 'the documentation index is not available' };
  }
  const words = queryTerms(q).map((term) => term.text);
  // One section a page, in the navbar's order: an agent reads whole pages with get_page.
  const results = rankedSections(engine, q, limit, 1).map((section) => ({
    title: section.title,
    route: section.route,
    anchor: section.anchor,
    heading: section.heading,
    url: new URL(sectionLink(section), origin).href,
    snippet: snippetOf(section.text, words),
  }));
  return { ok: true, locale, results };
}
