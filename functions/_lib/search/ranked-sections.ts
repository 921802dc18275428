/**
 * The navbar's ranking (src/features/search/engine.ts) as a list of sections,
 * for every search at the edge: /api/search-docs, the MCP `search_docs` tool
 * and the assistant's retrieval. Pages come in the navbar's order, each with
 * up to `perPage` of its best sections, so every surface puts the same page
 * first for the same question.
 */
import type { SearchEngine } from '../../../src/features/search/engine';

export interface RankedSection {
  title: string;
  route: string;
  /** Heading id, "" for the page's introduction. */
  anchor: string;
  /** Heading text, "" for the introduction. */
  heading: string;
  text: string;
}

/**
 * Words of a question past this many add little and cost lookups each: the
 * engine reads the first ones (no navbar query is longer).
 */
export const MAX_QUERY_WORDS = 64;

export function boundedQuery(query: string): string {
  const words = query.trim().split(/\s+/);
  return words.length > MAX_QUERY_WORDS ? words.slice(0, MAX_QUERY_WORDS).join(' ') : query;
}

export function rankedSections(
  engine: SearchEngine,
  query: string,
  pages: number,
  perPage: number,
): RankedSection[] {
  const results: RankedSection[] = [];
  for (const group of engine.rankSections(boundedQuery(query), pages)) {
    for (const section of group.slice(0, perPage)) {
      results.push({
        title: engine.pages[section.page].title,
        route: engine.pages[section.page].route,
        anchor: section.anchor,
        heading: section.anchor ? section.heading : '',
        text: section.text,
      });
    }
  }
  return results;
}
