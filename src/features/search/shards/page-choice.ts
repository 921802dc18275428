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
import type { ShardStore, TermData } from './shard-store';

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

/** The word as found, or the word it was probably meant to be. */
function meantTerm(store: ShardStore, corpus: ShardCorpus, term: QueryTerm): QueryTerm {
  if (!mayBeMistyped(term.text)) return term;
  const sources = sourcesOf(store, term);
  if (sources.length > 0 || store.hasMissing) return term;
  const meant = correctionOf(term.text, corpus.typoWords(term.text));
  return (meant !== null && queryTerms(meant)[0]) || term;
}

/** One query word's weights: title or keyword weight by page, heading and text weight by section. */
interface WordWeights {
  idf: number;
  pages: Map<number, number>;
  sections: Map<number, { heading: number; body: number }>;
}

const higher = (known: number | undefined, weight: number) =>
  known === undefined || known < weight ? weight : known;

/**
 * Up to `count` page ids, best first, scored as rank.ts scores sections
 * (each word's best place plus half of its others, times its rarity, more
 * for sections holding more of the words) without the text's second look;
 * a page's score is its best section's. A lookup that needs a file notes
 * it missing (store.hasMissing).
 */
export function choosePages(
  store: ShardStore,
  corpus: ShardCorpus,
  query: string,
  count = CHOSEN_PAGES,
): number[] {
  const terms = queryTerms(query);
  const { hidden, weights, sections } = store.manifest;
  const hiddenPages = new Set(hidden);
  const words: WordWeights[] = [];
  const candidates = new Map<number, Set<number>>();
  const candidate = (page: number, section: number) => {
    let set = candidates.get(page);
    if (!set) {
      set = new Set();
      candidates.set(page, set);
    }
    set.add(section);
  };
  for (const asked of terms) {
    const term = meantTerm(store, corpus, asked);
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
    for (const { data, exact } of sourcesOf(store, term)) {
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
    words.push({ idf: Math.log(1 + sections / (1 + df)), pages, sections: found });
  }
  const scored: Array<[page: number, score: number]> = [];
  for (const [page, ids] of candidates) {
    if (hiddenPages.has(page)) continue;
    let best = 0;
    for (const id of ids) {
      let score = 0;
      let covered = 0;
      for (const word of words) {
        const field = word.pages.get(page) ?? 0;
        const inSection = id < 0 ? undefined : word.sections.get(id);
        const heading = inSection?.heading ?? 0;
        const body = inSection?.body ?? 0;
        const top = Math.max(field, heading, body);
        if (top === 0) continue;
        covered += 1;
        score += word.idf * (top + WEIGHTS.secondField * (field + heading + body - top));
      }
      const share = covered / Math.max(1, words.length);
      best = Math.max(best, score * (1 + WEIGHTS.coverage * share * share));
    }
    scored.push([page, best * (weights[page] ?? 1)]);
  }
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return scored.slice(0, count).map(([page]) => page);
}
