/**
 * Reads a locale's search chunk while it downloads. The build writes one
 * route per line (bundle-format.ts, SearchChunk), so the routes of every
 * complete line that has arrived are parsed (in one go per arrival) and
 * handed over while the rest is still on its way. A chunk in any other
 * layout is parsed whole once it has arrived.
 */
import type { SearchChunk } from '../../../build-content/bundle-format';
import { nextTurn } from './turns';

export type RouteEntryHandler = (route: string, entry: SearchChunk[string]) => void;

function handOver(chunk: SearchChunk, onRoute: RouteEntryHandler): void {
  for (const route in chunk) onRoute(route, chunk[route]);
}

/** Complete `"<route>":{…},` lines, newline-separated, as one object. */
function parseLines(lines: string): SearchChunk {
  const body = lines.endsWith(',') ? lines.slice(0, -1) : lines;
  return JSON.parse(`{${body}}`) as SearchChunk;
}

/** Lines parsed in one go: a query waiting for the parse waits about a millisecond. */
const BATCH_CHARS = 64 * 1024;

/** Hands over complete lines in batches of about BATCH_CHARS, yielding between them. */
async function handOverLines(lines: string, onRoute: RouteEntryHandler): Promise<void> {
  let start = 0;
  while (start < lines.length) {
    const cut = lines.indexOf('\n', start + BATCH_CHARS);
    const end = cut < 0 ? lines.length : cut;
    // Queued messages (a reader's query) run before the next batch.
    if (start > 0) await nextTurn();
    handOver(parseLines(lines.slice(start, end)), onRoute);
    start = end + 1;
  }
}

export async function readChunk(response: Response, onRoute: RouteEntryHandler): Promise<void> {
  if (!response.body) throw new Error('search index: empty response');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  /** Null until the first line tells the layout; then whether it is one route per line. */
  let perLine: boolean | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
    if (perLine === null) {
      const firstEnd = text.indexOf('\n');
      if (firstEnd < 0) continue;
      perLine = text.slice(0, firstEnd) === '{';
      if (perLine) text = text.slice(firstEnd + 1);
    }
    if (!perLine) continue;
    const lastEnd = text.lastIndexOf('\n');
    if (lastEnd < 0) continue;
    const complete = text.slice(0, lastEnd);
    text = text.slice(lastEnd + 1);
    await handOverLines(complete, onRoute);
  }
  if (!perLine) return handOver(JSON.parse(text) as SearchChunk, onRoute);
  // Every route's line ends with a newline; the closing brace is all that is left.
  if (text.trim() !== '}') throw new Error('search index: truncated');
}
