/**
 * The words of a query, as the index stores them. Apart from tokenize.ts,
 * which the app's first-load code imports for titles and highlighting: only
 * the engine reads queries, and the question frames stay in its chunk.
 */
import { withoutJapaneseFrame } from './question-frames';
import {
  cjkBigrams,
  identifierParts,
  isCjkRun,
  STOP_WORDS,
  scriptRuns,
  stemOf,
  trimUnderscores,
  WORD,
} from './tokenize';

export interface QueryTerm {
  /** The word as the index stores it (lower-case, whole identifier). */
  text: string;
  /** Its identifier parts, which a section may contain apart from each other. */
  parts: string[];
  /** What longer words it may be a form of start with ("calibrat" for "calibrate"). */
  stem: string;
}

/**
 * The words of a query as typed: identifiers stay whole (`get_client`), call
 * parentheses and punctuation fall away (`observe()` is `observe`). Stop words
 * are ignored unless the query has nothing else, and so are Japanese question
 * frames and particles (「どうすればいいですか」, see question-frames.ts); the
 * English frame words left ("possible", "work") count less (frameWeight).
 */
export function queryTerms(query: string): QueryTerm[] {
  const all: QueryTerm[] = [];
  const seen = new Set<string>();
  const push = (text: string, parts: string[], stem: string) => {
    if (!text || seen.has(text)) return;
    seen.add(text);
    all.push({ text, parts, stem });
  };
  for (const match of query.matchAll(WORD)) {
    for (const run of scriptRuns(match[0])) {
      if (isCjkRun(run)) {
        for (const piece of withoutJapaneseFrame(run))
          for (const pair of cjkBigrams(piece)) push(pair, [], pair);
        continue;
      }
      const word = trimUnderscores(run);
      const text = word.toLowerCase();
      push(text, identifierParts(word), stemOf(text));
    }
  }
  const meaningful = all.filter((term) => !STOP_WORDS.has(term.text));
  return meaningful.length > 0 ? meaningful : all;
}
