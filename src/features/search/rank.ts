/**
 * Ranking of the sections FlexSearch found for each query word. Each word
 * counts by how rare it is (inverse document frequency) times where it was
 * found: a page-title or heading word beats any body word, and a whole word
 * beats the prefix of a longer one. Sections holding more of the query's
 * words rank higher; a page's sections are grouped under it.
 */
import type { PageRecord, SectionRecord } from './engine';
import { SEARCH_SETTINGS, WEIGHTS } from './engine-settings';
import { isWordCharacter } from './highlight';
import type { QueryShape } from './query-shape';
import { isInflectionOf, STOP_WORDS, stemOf } from './tokenize';

/** Where one query word was found. */
export interface TermMatches {
  word: string;
  /** The prefix its other forms share (see stemOf). */
  stem: string;
  /** Its identifier parts (`get`, `client` for `get_client`). */
  parts: readonly string[];
  /** How rare the word is across sections (higher is rarer). */
  idf: number;
  /** Sections whose page title or heading holds the word or a longer word it starts. */
  titleOrHeading: ReadonlySet<number>;
  /** Sections whose text holds the whole word, with its rank in FlexSearch's order (0 best … 1). */
  bodyExact: ReadonlyMap<number, number>;
  /** Sections whose text holds a longer word starting with it. */
  bodyPrefix: ReadonlySet<number>;
}

export interface Candidate {
  id: number;
  coverage: number;
  score: number;
}

/**
 * A part as a word, or starting a word or in another form when it is long
 * enough to mean something ("as" ≠ "async"; `create` of `create_score` in
 * "Creating a score").
 */
function hasPart(terms: readonly string[], part: string): boolean {
  if (terms.includes(part)) return true;
  if (part.length < 4 || STOP_WORDS.has(part)) return false;
  const stem = stemOf(part);
  for (const term of terms) if (term.startsWith(part) || isInflectionOf(term, stem)) return true;
  return false;
}

/** Exact, prefix, identifier-part or no match of a word among a field's words. */
function fieldWeight(
  terms: readonly string[],
  match: TermMatches,
  exact: number,
  prefix: number,
  /** Terms of the field that are only parts of an identifier there: a part is not the word itself. */
  partsOnly?: readonly string[],
): number {
  if (terms.length === 0) return 0;
  if (terms.includes(match.word)) return partsOnly?.includes(match.word) ? prefix : exact;
  let longer = false;
  for (const term of terms) {
    if (!term.startsWith(match.stem)) continue;
    // Another form of the same word ("Creating" for "create") is nearly as good.
    if (isInflectionOf(term, match.stem)) return exact * WEIGHTS.inflection;
    longer = true;
  }
  if (longer) return prefix;
  // An identifier (`get_client`) whose parts name the field ("Initialising the client").
  // Two-letter parts (`id`, `at`) say little: `session_id` is about sessions.
  if (match.parts.length > 0) {
    let found = 0;
    let counted = 0;
    for (const part of match.parts) {
      if (part.length < 3) continue;
      counted += 1;
      if (hasPart(terms, part)) found += 1;
    }
    return counted > 0 ? (prefix * found) / counted / 2 : 0;
  }
  return 0;
}

/** A page title's weight for each query word, once per page and query (its sections share it). */
type TitleWeights = (page: number) => readonly number[];

function titleWeightsFor(
  matches: readonly TermMatches[],
  pages: readonly PageRecord[],
): TitleWeights {
  const weights = new Map<number, number[]>();
  return (page) => {
    let found = weights.get(page);
    if (!found) {
      const { titleTerms, slugTerms } = pages[page];
      found = matches.map(
        (match) =>
          fieldWeight(titleTerms, match, WEIGHTS.titleExact, WEIGHTS.titlePrefix) ||
          fieldWeight(slugTerms, match, WEIGHTS.slugExact, WEIGHTS.slugPrefix),
      );
      weights.set(page, found);
    }
    return found;
  };
}

function scoreSection(
  id: number,
  matches: readonly TermMatches[],
  pages: readonly PageRecord[],
  sections: readonly SectionRecord[],
  titleWeights: TitleWeights,
): Candidate {
  const section = sections[id];
  const page = pages[section.page];
  const titles = titleWeights(section.page);
  let coverage = 0;
  let score = 0;
  matches.forEach((match, index) => {
    const inFields = match.titleOrHeading.has(id) || match.parts.length > 0;
    const title = inFields ? titles[index] : 0;
    const heading = inFields
      ? fieldWeight(
          section.headingTerms,
          match,
          WEIGHTS.headingExact,
          WEIGHTS.headingPrefix,
          section.headingParts,
        )
      : 0;
    const rank = match.bodyExact.get(id);
    const body =
      rank !== undefined
        ? WEIGHTS.bodyExact + WEIGHTS.bodyPosition * (1 - rank)
        : match.bodyPrefix.has(id)
          ? WEIGHTS.bodyPrefix
          : 0;
    const best = Math.max(title, heading, body);
    if (best > 0) coverage += 1;
    const rest = title + heading + body - best;
    score += match.idf * (best + WEIGHTS.secondField * rest);
  });
  const share = coverage / matches.length;
  return {
    id,
    coverage,
    score: score * (1 + WEIGHTS.coverage * share * share) * page.weight,
  };
}

/** Occurrences of a word at word starts in lower-cased text. */
function countWord(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
    // A letter or digit before it means it is inside another word.
    if (at === 0 || !isWordCharacter(text.charCodeAt(at - 1))) count += 1;
  }
  return count;
}

/**
 * Second look at the best candidates, too costly for all of them: how often
 * each word occurs in the section for its length (BM25's saturation), and
 * whether the query's words stand side by side.
 */
function refine(
  candidate: Candidate,
  matches: readonly TermMatches[],
  compounds: readonly string[],
  section: SectionRecord,
  averageLength: number,
): void {
  if (section.lowerText === undefined) section.lowerText = section.text.toLowerCase();
  const text = section.lowerText;
  const lengthNorm = 1 - BM25.b + (BM25.b * text.length) / averageLength;
  let extra = 0;
  for (const match of matches) {
    if (!match.bodyExact.has(candidate.id)) continue;
    const tf = countWord(text, match.word);
    extra += match.idf * WEIGHTS.bodyFrequency * ((tf * (BM25.k + 1)) / (tf + BM25.k * lengthNorm));
  }
  candidate.score += extra;
  if (matches.length > 1) {
    const phrase = matches.map((match) => match.word).join(' ');
    const factor = section.heading.toLowerCase().includes(phrase)
      ? WEIGHTS.phrase * 1.5
      : text.includes(phrase)
        ? WEIGHTS.phrase
        : 0;
    candidate.score *= 1 + factor;
  }
  // Words typed joined (a path, a dotted name, a hyphenated word) found joined.
  for (const compound of compounds) {
    if (section.heading.toLowerCase().includes(compound))
      candidate.score *= 1 + WEIGHTS.phrase * 1.5;
    else if (text.includes(compound)) candidate.score *= 1 + WEIGHTS.phrase;
  }
}

const BM25 = { k: 1.2, b: 0.75 };

const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.id - b.id;

/** Best pages (at most 5) with their best sections (at most 5), best first. */
export function rankCandidates(
  matches: readonly TermMatches[],
  pages: readonly PageRecord[],
  sections: readonly SectionRecord[],
  averageLength: number,
  shape: QueryShape = { question: '', compounds: [] },
): Candidate[][] {
  const { question } = shape;
  const ids = new Set<number>();
  for (const match of matches) {
    for (const id of match.titleOrHeading) ids.add(id);
    for (const id of match.bodyExact.keys()) ids.add(id);
    for (const id of match.bodyPrefix) ids.add(id);
  }
  const titleWeights = titleWeightsFor(matches, pages);
  const candidates: Candidate[] = [];
  for (const id of ids) {
    const page = pages[sections[id].page];
    if (page.hidden) continue;
    const candidate = scoreSection(id, matches, pages, sections, titleWeights);
    // "why are my traces missing…" is likely asked by a page titled "Why don't my traces show up?".
    if (question && page.question === question) candidate.score *= 1 + WEIGHTS.sameQuestion;
    candidates.push(candidate);
  }
  candidates.sort(byScore);
  const head = candidates.slice(0, SEARCH_SETTINGS.refinedCandidates);
  for (const candidate of head)
    refine(candidate, matches, shape.compounds, sections[candidate.id], averageLength);
  head.sort(byScore);
  candidates.splice(0, head.length, ...head);
  const groups = new Map<number, Candidate[]>();
  const slack = Math.floor((matches.length - 1) / 2);
  for (const candidate of candidates) {
    const page = sections[candidate.id].page;
    let group = groups.get(page);
    if (!group) {
      if (groups.size >= SEARCH_SETTINGS.maxPages) continue;
      group = [];
      groups.set(page, group);
    }
    const best = group[0];
    // Sections that miss query words the page's best section has are noise,
    // but in a longer query a word or two are often said elsewhere on the
    // page (in its intro) and not repeated in the section that answers.
    if (
      !best ||
      (group.length < SEARCH_SETTINGS.maxSectionsPerPage &&
        candidate.coverage >= best.coverage - slack)
    )
      group.push(candidate);
  }
  return [...groups.values()];
}
