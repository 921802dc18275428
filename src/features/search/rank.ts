/**
 * Ranking of the sections found for each query word. Each word adds its
 * share (term-score.ts: its rarity times where it was found); sections
 * holding more of the query's words rank higher; a page's sections are
 * grouped under it.
 */
import type { PageRecord, SectionRecord } from './engine';
import { SEARCH_SETTINGS, WEIGHTS } from './engine-settings';
import { isWordCharacter } from './highlight';
import type { QueryShape } from './query-shape';
import { type TermMatches, termScore } from './term-score';

export interface Candidate {
  id: number;
  coverage: number;
  score: number;
}

/** A section's score: its words' shares (term-score.ts), more for holding more of them. */
function scoreSection(
  id: number,
  matches: readonly TermMatches[],
  pages: readonly PageRecord[],
  sections: readonly SectionRecord[],
): Candidate {
  let coverage = 0;
  let score = 0;
  let total = 0;
  for (const match of matches) {
    const part = termScore(id, match, pages, sections);
    // A question frame's word ("possible", "work") counts for less, in score and coverage.
    if (part > 0) coverage += match.weight;
    score += part * match.weight;
    total += match.weight;
  }
  const share = coverage / total;
  return {
    id,
    coverage,
    score: score * (1 + WEIGHTS.coverage * share * share) * pages[sections[id].page].weight,
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
    extra +=
      match.weight *
      match.idf *
      WEIGHTS.bodyFrequency *
      ((tf * (BM25.k + 1)) / (tf + BM25.k * lengthNorm));
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
  maxPages: number = SEARCH_SETTINGS.maxPages,
): Candidate[][] {
  const { question } = shape;
  const ids = new Set<number>();
  for (const match of matches) {
    for (const id of match.titleOrHeading) ids.add(id);
    for (const id of match.bodyExact.keys()) ids.add(id);
    for (const id of match.bodyPrefix) ids.add(id);
  }
  const candidates: Candidate[] = [];
  for (const id of ids) {
    // A partial index (corpus-source.ts) knows of sections whose pages it does not hold.
    const section = sections[id];
    if (section === undefined) continue;
    const page = pages[section.page];
    if (page.hidden) continue;
    const candidate = scoreSection(id, matches, pages, sections);
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
      if (groups.size >= maxPages) continue;
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
