/**
 * The assistant's retrieval over one locale: the navbar's ranking
 * (functions/_lib/search/ranked-sections.ts) mapped onto the sections the
 * assistant may quote (/_content/assistant/<locale>.json leaves company,
 * legal and marketing pages out), so the assistant's sources are the pages
 * the navbar, /api/search-docs and MCP find. Where the build made section
 * vectors, the question's nearest sections by embedding are fused in.
 */
import type { AssistantIndex } from '../../../build-content/bundle-format';
import type { SearchEngine } from '../../../src/features/search/engine';
import { queryTerms } from '../../../src/features/search/query-terms';
import { rankedSections } from '../search/ranked-sections';
import { snippetOf } from '../search/section-snippet';
import { fuseRankings } from './vector-ranking';

export const retrievalTuning = {
  /** Link-list sections ("Next steps", "Related") point elsewhere: semantic ranking weighs them less. */
  linkListFactor: 0.4,
  /**
   * Sections outside the guides weigh less in the semantic ranking: a
   * changelog entry, a post or an endpoint's reference page mentions a
   * feature, its docs page explains it (the lexical ranking has the same
   * preference, src/features/search/page-kind.ts).
   */
  routePriors: [
    ['/docs/api/reference/', 0.5],
    ['/changelog/', 0.5],
    ['/blog/', 0.6],
  ] as [string, number][],
};
const LINK_LIST_HEADINGS =
  /^(next steps|related|more examples|where to go next|go further|see also)$/i;
const MAX_SECTIONS_PER_PAGE = 2;

export interface RetrievedSection {
  title: string;
  route: string;
  anchor: string;
  heading: string;
  snippet: string;
  text: string;
  score: number;
}

interface Section {
  page: number;
  factor: number;
  anchor: string;
  heading: string;
  text: string;
}

export interface Retriever {
  locale: string;
  sectionCount: number;
  /**
   * The best sections for a query (at most two per page). `semantic`: section
   * ids ranked by embedding similarity (vector-ranking.ts), fused with the
   * lexical ranking by reciprocal rank; without it, the lexical ranking alone.
   */
  search(query: string, limit?: number, semantic?: number[]): RetrievedSection[];
  /** A section's prior (link lists and non-guide routes weigh less), by id in index order. */
  sectionFactor(id: number): number;
  /** True when the route exists in this locale and the anchor (if any) is one of its heading ids. */
  resolves(route: string, anchor: string): boolean;
  /** Route titles, for links in retrieval-only answers. */
  titleOf(route: string): string | undefined;
}

/** `engine`: the navbar's engine over the same locale's search chunk. */
export function buildRetriever(index: AssistantIndex, engine: SearchEngine): Retriever {
  const pages = index.pages;
  const anchorsByRoute = new Map<string, Set<string>>();
  const titleByRoute = new Map<string, string>();
  const sections: Section[] = [];
  const idByLink = new Map<string, number>();
  const { linkListFactor, routePriors } = retrievalTuning;
  const routePrior = (route: string) =>
    routePriors.find(([prefix]) => route.startsWith(prefix))?.[1] ?? 1;

  pages.forEach((page, pageIndex) => {
    anchorsByRoute.set(page.route, new Set(page.anchors));
    titleByRoute.set(page.route, page.title);
    for (const [anchor, heading, text] of page.sections) {
      const factor =
        (LINK_LIST_HEADINGS.test(heading.trim()) ? linkListFactor : 1) * routePrior(page.route);
      idByLink.set(`${page.route}#${anchor}`, sections.length);
      sections.push({ page: pageIndex, factor, anchor, heading, text });
    }
  });

  /** The navbar's ranking as ids of quotable sections, best first. */
  function lexical(query: string, depth: number): number[] {
    const ids: number[] = [];
    // Pages the assistant does not quote take places in the navbar's list: ask for more.
    for (const section of rankedSections(engine, query, depth, MAX_SECTIONS_PER_PAGE)) {
      const id = idByLink.get(`${section.route}#${section.anchor}`);
      if (id !== undefined) ids.push(id);
      if (ids.length >= depth) break;
    }
    return ids;
  }

  function search(query: string, limit = 5, semantic?: number[]): RetrievedSection[] {
    const depth = shortlistSize(limit);
    const lexicalIds = lexical(query, depth);
    const shortlist =
      semantic && semantic.length > 0
        ? fuseRankings([lexicalIds, semantic])
        : lexicalIds.map((id, rank) => ({ id, score: 1 / (rank + 1) }));
    const words = queryTerms(query).map((term) => term.text);
    // The best section of each page first, in ranking order: the answer is
    // grounded in as many of the pages that may hold it as there are places;
    // a page's second section fills a place only when fewer pages matched.
    const chosen: { id: number; score: number }[] = [];
    const perPage = new Map<number, number>();
    for (let round = 1; round <= MAX_SECTIONS_PER_PAGE && chosen.length < limit; round++) {
      for (const entry of shortlist) {
        const page = sections[entry.id].page;
        const seen = perPage.get(page) ?? 0;
        if (seen >= round || chosen.includes(entry)) continue;
        perPage.set(page, seen + 1);
        chosen.push(entry);
        if (chosen.length >= limit) break;
      }
    }
    chosen.sort((a, b) => shortlist.indexOf(a) - shortlist.indexOf(b));
    return chosen.map(({ id, score }) => {
      const section = sections[id];
      const page = pages[section.page];
      return {
        title: page.title,
        route: page.route,
        anchor: section.anchor,
        heading: section.heading,
        snippet: snippetOf(section.text, words),
        text: section.text,
        score,
      };
    });
  }

  return {
    locale: index.locale,
    sectionCount: sections.length,
    search,
    sectionFactor: (id) => sections[id]?.factor ?? 0,
    resolves: (route, anchor) => {
      const anchors = anchorsByRoute.get(route);
      return anchors !== undefined && (anchor === '' || anchors.has(anchor));
    },
    titleOf: (route) => titleByRoute.get(route),
  };
}

/** How many ranked sections a search looks at, lexical or semantic, for `limit` results. */
export function shortlistSize(limit: number): number {
  return limit * MAX_SECTIONS_PER_PAGE * 4;
}
