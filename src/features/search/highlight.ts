/**
 * Marks the query's words in a title or a snippet of section text. A word
 * matches where it starts a word or an identifier part (`client` in
 * `get_client`), and the mark runs to the end of that word, so typing
 * `obs` marks all of `observe`. Plain `indexOf` over lower-cased text: a
 * regular expression per keystroke would be compiled afresh every time.
 */
import { isCjkRun } from './tokenize';

/** Text split into pieces; odd-looking but compact: `[text, matched]` pairs survive postMessage cheaply. */
export type Segment = [text: string, matched: boolean];

/** The query's lower-case words, longest first, so `traces` is marked whole where `trace` also fits. */
export type WordMatcher = readonly string[];

export function wordMatcher(words: readonly string[]): WordMatcher | null {
  const unique = [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length);
  return unique.length > 0 ? unique : null;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function isWordCharacter(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return LETTER_OR_DIGIT.test(String.fromCharCode(code));
}

/** Lower case with every position kept (a few characters lower-case to two). */
function lowerCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return Array.from(text, (character) => {
    const each = character.toLowerCase();
    return each.length === character.length ? each : character;
  }).join('');
}

/**
 * Start and end of the first word from `from` on that one of `words` starts;
 * null if none. A CJK bigram (see tokenize.ts) matches anywhere in a run and
 * marks just itself: those scripts have no word boundaries to look for.
 */
function nextMatch(lower: string, words: WordMatcher, from: number): [number, number] | null {
  let start = -1;
  let length = 0;
  let whole = true;
  for (const word of words) {
    const cjk = isCjkRun(word);
    let at = lower.indexOf(word, from);
    while (!cjk && at > 0 && isWordCharacter(lower.charCodeAt(at - 1)))
      at = lower.indexOf(word, at + 1);
    if (at >= 0 && (start < 0 || at < start)) {
      start = at;
      length = word.length;
      whole = !cjk;
    }
  }
  if (start < 0) return null;
  let end = start + length;
  while (whole && end < lower.length && isWordCharacter(lower.charCodeAt(end))) end += 1;
  return [start, end];
}

/**
 * Where `word` (lower case) first starts a word of `lower`, and whether it is
 * that whole word; null if it starts none.
 */
export function startsWord(lower: string, word: string): { start: number; whole: boolean } | null {
  const match = nextMatch(lower, [word], 0);
  return match && { start: match[0], whole: match[1] - match[0] === word.length };
}

export function highlight(text: string, words: WordMatcher | null): Segment[] {
  if (!words) return text ? [[text, false]] : [];
  return highlightLower(text, lowerCase(text), words);
}

/** `highlight` given the text already lower-cased (`lower`, position for position). */
function highlightLower(text: string, lower: string, words: WordMatcher): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (let match = nextMatch(lower, words, 0); match; match = nextMatch(lower, words, last)) {
    const [start, end] = match;
    if (start > last) segments.push([text.slice(last, start), false]);
    segments.push([text.slice(start, end), true]);
    last = end;
  }
  if (last < text.length) segments.push([text.slice(last), false]);
  return segments;
}

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 180;

/**
 * A window of a section's text around its first match (the start of the text
 * when nothing matches), at most `length` characters cut at spaces, with
 * ellipses where it was cut.
 */
export function snippet(
  text: string,
  words: WordMatcher | null,
  length: number = SNIPPET_LENGTH,
): Segment[] {
  const lower = words ? lowerCase(text) : '';
  const at = words ? (nextMatch(lower, words, 0)?.[0] ?? -1) : -1;
  let start = at > SNIPPET_BEFORE ? at - SNIPPET_BEFORE : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, at)) end = space;
  }
  const segments = words
    ? highlightLower(text.slice(start, end), lower.slice(start, end), words)
    : highlight(text.slice(start, end), null);
  if (start > 0) segments.unshift(['…', false]);
  if (end < text.length) segments.push(['…', false]);
  return segments;
}
