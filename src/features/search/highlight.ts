/**
 * Marks the query's words in a title or a snippet of section text. A word
 * matches where it starts a word or an identifier part (`client` in
 * `get_client`), and the mark runs to the end of that word, so typing
 * `obs` marks all of `observe`.
 */

/** Text split into pieces; odd-looking but compact: `[text, matched]` pairs survive postMessage cheaply. */
export type Segment = [text: string, matched: boolean];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One expression matching any of the words at a word start; null when there is nothing to mark. */
export function highlightPattern(words: readonly string[]): RegExp | null {
  const unique = [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${unique.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`,
    'giu',
  );
}

export function highlight(text: string, pattern: RegExp | null): Segment[] {
  if (!pattern) return text ? [[text, false]] : [];
  const segments: Segment[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) segments.push([text.slice(last, start), false]);
    segments.push([match[0], true]);
    last = start + match[0].length;
  }
  if (last < text.length) segments.push([text.slice(last), false]);
  return segments;
}

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 180;

/**
 * A window of a section's text around its first match (the start of the text
 * when nothing matches), cut at spaces, with ellipses where it was cut.
 */
export function snippet(
  text: string,
  pattern: RegExp | null,
  preferred?: RegExp | null,
): Segment[] {
  let at = -1;
  for (const candidate of [preferred, pattern]) {
    if (!candidate || at >= 0) continue;
    candidate.lastIndex = 0;
    const found = candidate.exec(text);
    if (found) at = found.index;
  }
  let start = at > SNIPPET_BEFORE ? at - SNIPPET_BEFORE : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, at)) end = space;
  }
  const segments = highlight(text.slice(start, end), pattern);
  if (start > 0) segments.unshift(['…', false]);
  if (end < text.length) segments.push(['…', false]);
  return segments;
}
