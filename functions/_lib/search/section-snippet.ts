/** Plain-text snippets for the edge's search answers (the navbar highlights its own, see highlight.ts). */

const SNIPPET_CHARS = 240;

/** A window of the text around the first query word it holds, cut at word boundaries. */
export function snippetOf(text: string, words: readonly string[]): string {
  if (text.length <= SNIPPET_CHARS) return text;
  const lower = text.toLowerCase();
  let at = -1;
  for (const word of words) {
    const found = lower.indexOf(word);
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  let start = Math.max(0, at - SNIPPET_CHARS / 3);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
