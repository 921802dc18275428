/**
 * Which pages of a sharded locale may answer a query, before any of them is
 * fetched: each query word's postings (its own, its other forms', the words
 * it starts) give each page the weight of the best place the word has there
 * (title, heading, keyword or text, as the engine weighs them) times the
 * word's rarity; pages holding more of the words count more. The engine
 * then ranks the best of them (and the pages it holds already) exactly.
 */
import { SEARCH_SETTINGS, WEIGHTS } from '../engine-settings';
import { type QueryTerm, queryTerms } from '../query-terms';
import { inflectionsOf } from '../tokenize';
import { correctionOf, mayBeMistyped } from '../typo-correction';
import type { ShardCorpus } from './shard-corpus';
import type { ShardStore } from './shard-store';
import type { TermData } from './term-records';

/** Pages fetched for a query: the engine lists 5, the rest are its margin. */
export const CHOSEN_PAGES = 12;

interface Source {
  data: TermData;
  exact: boolean;
}

/** The word's own record, its forms' and its completions'. */
function sourcesOf(store: ShardStore, { text: word, stem }: QueryTerm): Source[] {
  const sources: Source[] = [];
  const own = store.term(word);
  if (own) sources.push({ data: own, exact: true });
  if (stem !== word)
    for (const form of inflectionsOf(stem)) {
      if (form === word) continue;
      const data = store.term(form);
      if (data) sources.push({ data, exact: true });
    }
  const completions = new Set(store.completions(stem, SEARCH_SETTINGS.prefixExpansions, false));
  if (stem.length >= SEARCH_SETTINGS.bodyPrefixMinLength)
    for (const word of store.completions(stem, SEARCH_SETTINGS.prefixExpansions + 1, true))
      completions.add(word);
  for (const completion of completions) {
    if (completion === word) continue;
    const data = store.term(completion, false);
    if (data) sources.push({ data, exact: false });
  }
  return sources;
}

/** The word as found, or the word it was probably meant to be, with the records it is found by. */
function meantTerm(
  store: ShardStore,
  corpus: ShardCorpus,
  term: QueryTerm,
): { term: QueryTerm; sources: Source[] } {
  const sources = sourcesOf(store, term);
  if (!mayBeMistyped(term.text) || sources.length > 0 || store.hasMissing) return { term, sources };
  const meant = correctionOf(term.text, corpus.typoWords(term.text));
  const corrected = meant === null ? undefined : queryTerms(meant)[0];
  return corrected ? { term: corrected, sources: sourcesOf(store, corrected) } : { term, sources };
}

/** One query word's weights: title or keyword weight by page, heading and text weight by section. */
interface WordWeights {
  idf: number;
  pages: Map<number, number>;
  sections: Map<number, { heading: number; body: number }>;
}

const higher = (known: number | undefined, weight: number) =>
  known === undefined || known < weight ? weight : known;

/** A word's weights from its postings; `candidate` hears of every page and section found. */
function weightsOf(
  store: ShardStore,
  corpus: ShardCorpus,
  asked: QueryTerm,
  candidate: (page: number, section: number) => void,
): WordWeights {
  const { term, sources } = meantTerm(store, corpus, asked);
  const pages = new Map<number, number>();
  const found: WordWeights['sections'] = new Map();
  const at = (id: number) => {
    let weightsAt = found.get(id);
    if (!weightsAt) {
      weightsAt = { heading: 0, body: 0 };
      found.set(id, weightsAt);
      candidate(store.pageOfSection(id), id);
    }
    return weightsAt;
  };
  const limit = SEARCH_SETTINGS.candidatesPerTerm;
  for (const { data, exact } of sources) {
    for (const page of data.title) {
      pages.set(page, higher(pages.get(page), exact ? WEIGHTS.titleExact : WEIGHTS.titlePrefix));
      // The page's introduction stands for its sections found by the title alone.
      candidate(page, -1);
    }
    for (const page of data.keyword) {
      pages.set(
        page,
        higher(pages.get(page), exact ? WEIGHTS.keywordExact : WEIGHTS.keywordPrefix),
      );
      candidate(page, -1);
    }
    for (const id of data.heading) {
      const weightsAt = at(id);
      weightsAt.heading = higher(
        weightsAt.heading,
        exact ? WEIGHTS.headingExact : WEIGHTS.headingPrefix,
      );
    }
    data.bodySections.forEach((id, rank) => {
      const weightsAt = at(id);
      const weight = exact
        ? WEIGHTS.bodyExact + WEIGHTS.bodyPosition * (1 - rank / limit)
        : WEIGHTS.bodyPrefix;
      weightsAt.body = higher(weightsAt.body, weight);
    });
  }
  const df = store.term(term.text, false)?.body ?? 0;
  return { idf: Math.log(1 + store.manifest.sections / (1 + df)), pages, sections: found };
}

/** A word's weights and where it was found, as kept between lookups. */
interface KnownWord {
  weights: WordWeights;
  /** Page → sections found (-1: the page's introduction, for a title or keyword match). */
  candidates: Map<number, Set<number>>;
}

function addCandidate(candidates: Map<number, Set<number>>, page: number, section: number): void {
  let set = candidates.get(page);
  if (!set) {
    set = new Set();
    candidates.set(page, set);
  }
  set.add(section);
}

/** The `count` best of `scored`, best first (ties: lower page id first), without sorting them all. */
function best(scored: Iterable<[page: number, score: number]>, count: number): number[] {
  const top: Array<[number, number]> = [];
  const before = (a: [number, number], b: [number, number]) =>
    a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);
  for (const entry of scored) {
    if (top.length === count && !before(entry, top[count - 1])) continue;
    let at = top.length === count ? count - 1 : top.length;
    while (at > 0 && before(entry, top[at - 1])) {
      top[at] = top[at - 1];
      at -= 1;
    }
    top[at] = entry;
  }
  return top.map(([page]) => page);
}

/**
 * Up to `count` page ids, best first, scored as rank.ts scores sections
 * (each word's best place plus half of its others, times its rarity, more
 * for sections holding more of the words) without the text's second look;
 * a page's score is its best section's. A lookup that needs a file notes
 * it missing (store.hasMissing). Each word's weights are kept while no
 * file arrives: a query is chosen for several times per key (its preview,
 * each round of its search), and the words before the one being typed
 * stay the same from key to key.
 */
export class PageChoice {
  private readonly hiddenPages: Set<number>;
  private readonly known = new Map<string, KnownWord>();
  /** store.loads when `known` was filled. */
  private loads = -1;
  /** The last choice that lacked no file, asked again (its preview, then its search). */
  private last: { query: string; count: number; loads: number; pages: number[] } | null = null;

  constructor(
    private readonly store: ShardStore,
    private readonly corpus: ShardCorpus,
  ) {
    this.hiddenPages = new Set(store.manifest.hidden);
  }

  /** A word's weights: kept ones while nothing arrived, else looked up (and kept if complete). */
  private word(term: QueryTerm): KnownWord {
    if (this.loads !== this.store.loads) {
      this.known.clear();
      this.loads = this.store.loads;
    }
    const key = `${term.text}\u0000${term.stem}`;
    const kept = this.known.get(key);
    if (kept) return kept;
    const candidates = new Map<number, Set<number>>();
    // With a file missing, a word found nowhere is not corrected yet (meantTerm): not kept.
    const settled = !this.store.hasMissing;
    const misses = this.store.misses;
    const weights = weightsOf(this.store, this.corpus, term, (page, section) =>
      addCandidate(candidates, page, section),
    );
    const word = { weights, candidates };
    // Weights that lacked a file are the query's to fetch and ask again, not to keep.
    if (settled && this.store.misses === misses) this.known.set(key, word);
    return word;
  }

  choose(query: string, count = CHOSEN_PAGES): number[] {
    const { last, store } = this;
    if (last?.query === query && last.count === count && last.loads === store.loads)
      return last.pages;
    const settled = !store.hasMissing;
    const misses = store.misses;
    const pages = this.chooseAnew(query, count);
    this.last =
      settled && store.misses === misses ? { query, count, loads: store.loads, pages } : null;
    return pages;
  }

  private chooseAnew(query: string, count: number): number[] {
    const words = queryTerms(query).map((term) => this.word(term));
    const { weights } = this.store.manifest;
    const sectionScore = (page: number, id: number) => {
      let score = 0;
      let covered = 0;
      for (const { weights: word } of words) {
        const field = word.pages.get(page) ?? 0;
        const inSection = id < 0 ? undefined : word.sections.get(id);
        const heading = inSection?.heading ?? 0;
        const body = inSection?.body ?? 0;
        const place = Math.max(field, heading, body);
        if (place === 0) continue;
        covered += 1;
        score += word.idf * (place + WEIGHTS.secondField * (field + heading + body - place));
      }
      const share = covered / Math.max(1, words.length);
      return score * (1 + WEIGHTS.coverage * share * share);
    };
    const scored: Array<[page: number, score: number]> = [];
    const seen = new Set<number>();
    // A page's sections are those any word found it by; a section two words found counts once.
    for (const { candidates } of words)
      for (const page of candidates.keys()) {
        if (seen.has(page)) continue;
        seen.add(page);
        if (this.hiddenPages.has(page)) continue;
        let top = 0;
        for (const word of words)
          for (const id of word.candidates.get(page) ?? [])
            top = Math.max(top, sectionScore(page, id));
        scored.push([page, top * (weights[page] ?? 1)]);
      }
    return best(scored, count);
  }
}
