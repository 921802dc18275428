/**
 * Lexical retrieval over every section of one locale: BM25 where a section's
 * term frequency counts its page title and its heading several times over,
 * so a question that names a page or a heading finds that section first.
 * Built once per isolate from the bundle's assistant data; a query touches
 * only the posting lists of its own terms.
 */
import type { AssistantIndex } from '../../../build-content/bundle-format';
import { tokenize } from './tokenize';
import { fuseRankings } from './vector-ranking';

export const retrievalTuning = {
  k1: 1.2,
  b: 0.75,
  /** Heading words count this many times in their section's term frequency. */
  headingBoost: 4,
  /** Title words count this many times in every section of the page. */
  titleBoost: 0,
  /** Added per matched title word (times its idf) to every section of the page. */
  titleMatch: 1,
  /** Link-list sections ("Next steps", "Related") point elsewhere: they rarely answer. */
  linkListFactor: 0.4,
  /**
   * Sections outside the guides weigh less: a changelog entry, a post or an
   * endpoint's reference page mentions a feature, its docs page explains it.
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
const SNIPPET_CHARS = 240;

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

interface Postings {
  sections: number[];
  weights: number[];
}

export interface Retriever {
  locale: string;
  sectionCount: number;
  /**
   * The best sections for a query (at most two per page). `semantic`: section
   * ids ranked by embedding similarity (vector-ranking.ts), fused with BM25's
   * ranking by reciprocal rank; without it, BM25 alone.
   */
  search(query: string, limit?: number, semantic?: number[]): RetrievedSection[];
  /** A section's prior (link lists and non-guide routes weigh less), by id in index order. */
  sectionFactor(id: number): number;
  /** True when the route exists in this locale and the anchor (if any) is one of its heading ids. */
  resolves(route: string, anchor: string): boolean;
  /** Route titles, for links in retrieval-only answers. */
  titleOf(route: string): string | undefined;
}

export function buildRetriever(index: AssistantIndex): Retriever {
  const pages = index.pages;
  const anchorsByRoute = new Map<string, Set<string>>();
  const titleByRoute = new Map<string, string>();
  const sections: Section[] = [];
  const lengths: number[] = [];
  const postings = new Map<string, Postings>();
  const titlePostings = new Map<string, number[]>();
  const titleTerms = pages.map((page) => tokenize(page.title));
  const firstSection: number[] = [];
  const { k1, b, headingBoost, titleBoost, titleMatch, linkListFactor, routePriors } =
    retrievalTuning;
  const routePrior = (route: string) =>
    routePriors.find(([prefix]) => route.startsWith(prefix))?.[1] ?? 1;

  pages.forEach((page, pageIndex) => {
    anchorsByRoute.set(page.route, new Set(page.anchors));
    titleByRoute.set(page.route, page.title);
    firstSection.push(page.sections.length > 0 ? sections.length : -1);
    if (page.sections.length > 0) {
      for (const term of new Set(titleTerms[pageIndex])) {
        const list = titlePostings.get(term) ?? [];
        list.push(pageIndex);
        titlePostings.set(term, list);
      }
    }
    for (const [anchor, heading, text] of page.sections) {
      const id = sections.length;
      const factor =
        (LINK_LIST_HEADINGS.test(heading.trim()) ? linkListFactor : 1) * routePrior(page.route);
      sections.push({ page: pageIndex, factor, anchor, heading, text });
      const counts = new Map<string, number>();
      const add = (terms: string[], weight: number) => {
        for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + weight);
      };
      add(titleTerms[pageIndex], titleBoost);
      add(tokenize(heading), headingBoost);
      const textTerms = tokenize(text);
      add(textTerms, 1);
      lengths.push(textTerms.length + titleTerms[pageIndex].length + 1);
      for (const [term, weight] of counts) {
        let list = postings.get(term);
        if (!list) {
          list = { sections: [], weights: [] };
          postings.set(term, list);
        }
        list.sections.push(id);
        list.weights.push(weight);
      }
    }
  });

  const count = sections.length;
  const averageLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, count);
  const norms = Float64Array.from(lengths, (n) => k1 * (1 - b + (b * n) / averageLength));
  const scores = new Float64Array(count);
  const pageBonus = new Float64Array(pages.length);

  function search(query: string, limit = 5, semantic?: number[]): RetrievedSection[] {
    const terms = [...new Set(tokenize(query))];
    const touched: number[] = [];
    const bonusPages: number[] = [];
    for (const term of terms) {
      const titled = titlePostings.get(term);
      if (!titled) continue;
      const idf = Math.log(1 + (pages.length - titled.length + 0.5) / (titled.length + 0.5));
      for (const page of titled) {
        if (pageBonus[page] === 0) bonusPages.push(page);
        pageBonus[page] += idf * titleMatch;
      }
    }
    for (const term of terms) {
      const list = postings.get(term);
      if (!list) continue;
      const df = list.sections.length;
      const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
      for (let i = 0; i < df; i++) {
        const id = list.sections[i];
        const tf = list.weights[i];
        if (scores[id] === 0) touched.push(id);
        scores[id] += (idf * tf * (k1 + 1)) / (tf + norms[id]);
      }
    }
    // A page whose title matches offers at least its introduction.
    for (const page of bonusPages) {
      const intro = firstSection[page];
      if (intro >= 0 && scores[intro] === 0) touched.push(intro);
    }
    // Only the best few can be returned (at most two per page): keep a small sorted shortlist.
    const lexical = topSections(
      touched,
      (id) => (scores[id] + pageBonus[sections[id].page]) * sections[id].factor,
      shortlistSize(limit),
    );
    for (const id of touched) scores[id] = 0;
    for (const page of bonusPages) pageBonus[page] = 0;
    const shortlist =
      semantic && semantic.length > 0
        ? fuseRankings([lexical.map((entry) => entry.id), semantic])
        : lexical;

    const perPage = new Map<number, number>();
    const results: RetrievedSection[] = [];
    for (const { id, score } of shortlist) {
      const section = sections[id];
      const seen = perPage.get(section.page) ?? 0;
      if (seen >= MAX_SECTIONS_PER_PAGE) continue;
      perPage.set(section.page, seen + 1);
      const page = pages[section.page];
      results.push({
        title: page.title,
        route: page.route,
        anchor: section.anchor,
        heading: section.heading,
        snippet: snippetOf(section.text, terms),
        text: section.text,
        score,
      });
      if (results.length >= limit) break;
    }
    return results;
  }

  return {
    locale: index.locale,
    sectionCount: count,
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

/** The `size` best ids by score, best first (ties: lower id first), without sorting them all. */
function topSections(
  ids: number[],
  scoreOf: (id: number) => number,
  size: number,
): { id: number; score: number }[] {
  const best: { id: number; score: number }[] = [];
  for (const id of ids) {
    const score = scoreOf(id);
    if (best.length === size) {
      const worst = best[size - 1];
      if (score < worst.score || (score === worst.score && id > worst.id)) continue;
      best.pop();
    }
    let at = best.length;
    while (
      at > 0 &&
      (best[at - 1].score < score || (best[at - 1].score === score && best[at - 1].id > id))
    )
      at--;
    best.splice(at, 0, { id, score });
  }
  return best;
}

/** A window of the text around the first query term, cut at word boundaries. */
function snippetOf(text: string, terms: string[]): string {
  if (text.length <= SNIPPET_CHARS) return text;
  const lower = text.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const found = lower.indexOf(term);
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  let start = Math.max(0, at - SNIPPET_CHARS / 3);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
