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
import { STOP_WORDS } from './tokenize';

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

/** A part as a word, or starting a word when it is long enough to mean something ("as" ≠ "async"). */
function hasPart(terms: readonly string[], part: string): boolean {
  if (terms.includes(part)) return true;
  if (part.length < 4 || STOP_WORDS.has(part)) return false;
  for (const term of terms) if (term.startsWith(part)) return true;
  return false;
}

/** Exact, prefix, identifier-part or no match of a word among a field's words. */
function fieldWeight(
  terms: readonly string[],
  match: TermMatches,
  exact: number,
  prefix: number,
): number {
  if (terms.length === 0) return 0;
  if (terms.includes(match.word)) return exact;
  for (const term of terms) if (term.startsWith(match.stem)) return prefix;
  // An identifier (`get_client`) whose parts name the field ("Initialising the client").
  if (match.parts.length > 0) {
    let found = 0;
    for (const part of match.parts) if (hasPart(terms, part)) found += 1;
    return (prefix * found) / match.parts.length / 2;
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
      const terms = pages[page].titleTerms;
      found = matches.map((match) =>
        fieldWeight(terms, match, WEIGHTS.titleExact, WEIGHTS.titlePrefix),
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
      ? fieldWeight(section.headingTerms, match, WEIGHTS.headingExact, WEIGHTS.headingPrefix)
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
}

const BM25 = { k: 1.2, b: 0.75 };

const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.id - b.id;

/** Best pages (at most 5) with their best sections (at most 5), best first. */
export function rankCandidates(
  matches: readonly TermMatches[],
  pages: readonly PageRecord[],
  sections: readonly SectionRecord[],
  averageLength: number,
): Candidate[][] {
  const ids = new Set<number>();
  for (const match of matches) {
    for (const id of match.titleOrHeading) ids.add(id);
    for (const id of match.bodyExact.keys()) ids.add(id);
    for (const id of match.bodyPrefix) ids.add(id);
  }
  const titleWeights = titleWeightsFor(matches, pages);
  const candidates: Candidate[] = [];
  for (const id of ids)
    if (!pages[sections[id].page].hidden)
      candidates.push(scoreSection(id, matches, pages, sections, titleWeights));
  candidates.sort(byScore);
  const head = candidates.slice(0, SEARCH_SETTINGS.refinedCandidates);
  for (const candidate of head) refine(candidate, matches, sections[candidate.id], averageLength);
  head.sort(byScore);
  candidates.splice(0, head.length, ...head);
  const groups = new Map<number, Candidate[]>();
  for (const candidate of candidates) {
    const page = sections[candidate.id].page;
    let group = groups.get(page);
    if (!group) {
      if (groups.size >= SEARCH_SETTINGS.maxPages) continue;
      group = [];
      groups.set(page, group);
    }
    const best = group[0];
    // Sections that miss query words the page's best section has are noise.
    if (
      !best ||
      (group.length < SEARCH_SETTINGS.maxSectionsPerPage && candidate.coverage >= best.coverage)
    )
      group.push(candidate);
  }
  return [...groups.values()];
}
