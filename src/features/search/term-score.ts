/**
 * One query word's share of a section's score: how rare the word is
 * (inverse document frequency) times where it was found. A page-title or
 * heading word beats any body word, and a whole word beats the prefix of a
 * longer one. A word's share does not depend on the query's other words, so
 * it is kept with the word's matches: typing on after a word ("trace s…")
 * scores the sections of "trace" once, not on every key (rank.ts adds the
 * shares up).
 */
import type { PageRecord, SectionRecord } from './engine';
import { WEIGHTS } from './engine-settings';
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
  /** How much the word counts in the query: less for the words of a question's frame (question-frames.ts). */
  weight: number;
  /** Sections whose page title or heading holds the word or a longer word it starts (and keyword pages' introductions). */
  titleOrHeading: ReadonlySet<number>;
  /** Pages whose keywords hold the word or a longer word it starts: each of their sections is credited. */
  keywordPages: ReadonlySet<number>;
  /** Sections whose text holds the whole word, with its rank in FlexSearch's order (0 best … 1). */
  bodyExact: ReadonlyMap<number, number>;
  /** Sections whose text holds a longer word starting with it. */
  bodyPrefix: ReadonlySet<number>;
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

/** What a word gave each section and page title so far. */
interface Scored {
  sections: Map<number, number>;
  titles: Map<number, number>;
}

const scoredByWord = new WeakMap<TermMatches, Scored>();

function scoredOf(match: TermMatches): Scored {
  let scored = scoredByWord.get(match);
  if (!scored) {
    scored = { sections: new Map(), titles: new Map() };
    scoredByWord.set(match, scored);
  }
  return scored;
}

/**
 * The word's weight in a page's title (or, when the title lacks it, its
 * address); its keywords' weight is encoded below a title's as a negative
 * number, so one cached number per page says both.
 */
function titleWeight(match: TermMatches, page: PageRecord): number {
  return (
    fieldWeight(page.titleTerms, match, WEIGHTS.titleExact, WEIGHTS.titlePrefix) ||
    fieldWeight(page.slugTerms, match, WEIGHTS.slugExact, WEIGHTS.slugPrefix) ||
    -fieldWeight(page.keywordTerms, match, WEIGHTS.keywordExact, WEIGHTS.keywordPrefix)
  );
}

/**
 * The word's share of section `id`'s score: its rarity times its best field,
 * plus half of its other fields; 0 when the section does not hold it.
 */
export function termScore(
  id: number,
  match: TermMatches,
  pages: readonly PageRecord[],
  sections: readonly SectionRecord[],
): number {
  // Identifier parts may name a title or heading the word's own lookup did not find.
  const inFields =
    match.titleOrHeading.has(id) ||
    match.parts.length > 0 ||
    (match.keywordPages.size > 0 && match.keywordPages.has(sections[id].page));
  const rank = match.bodyExact.get(id);
  if (!inFields && rank === undefined && !match.bodyPrefix.has(id)) return 0;
  const scored = scoredOf(match);
  const known = scored.sections.get(id);
  if (known !== undefined) return known;
  const section = sections[id];
  let title = 0;
  let heading = 0;
  let keyword = 0;
  if (inFields) {
    const titleKnown = scored.titles.get(section.page);
    title = titleKnown ?? titleWeight(match, pages[section.page]);
    if (titleKnown === undefined) scored.titles.set(section.page, title);
    if (title < 0) {
      keyword = -title;
      title = 0;
    }
    heading = fieldWeight(
      section.headingTerms,
      match,
      WEIGHTS.headingExact,
      WEIGHTS.headingPrefix,
      section.headingParts,
    );
  }
  const body =
    rank !== undefined
      ? WEIGHTS.bodyExact + WEIGHTS.bodyPosition * (1 - rank)
      : match.bodyPrefix.has(id)
        ? WEIGHTS.bodyPrefix
        : 0;
  const best = Math.max(title, heading, body, keyword);
  const rest = title + heading + body + keyword - best;
  const score = best > 0 ? match.idf * (best + WEIGHTS.secondField * rest) : 0;
  scored.sections.set(id, score);
  return score;
}
