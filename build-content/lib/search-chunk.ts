/**
 * The search chunks' text (bundle-format.ts, SearchChunk): one JSON object
 * with one route per line, so the search worker can parse and index the
 * routes that have arrived while the rest is still downloading.
 *
 * Each locale gets two: the full chunk, and a head chunk of the same routes,
 * titles and headings with each section's text cut to a snippet's length. The
 * head is about a sixth of the full chunk's size, so titles and headings are
 * searchable (with snippets) soon after the first focus; the full text follows.
 */
import type { SearchChunk } from '../bundle-format.ts';
import { sha256 } from './compile-cache.ts';
import { concat } from './rope.ts';

/** Part of the chunks' hash, so a change of layout also changes the build id (and cached URLs). */
export const SEARCH_CHUNK_LAYOUT =
  'one route per line; head chunk of 100-character sections; keywords in the full chunk';

/** Characters of section text the head chunk keeps: the start of a result's snippet line. */
export const SEARCH_HEAD_TEXT = 100;

/** One route's line, without the separating comma. */
export function searchChunkLine(route: string, entry: SearchChunk[string]): string {
  return lineOf(JSON.stringify(route), JSON.stringify(entry));
}

/** A line of the route's JSON string and its entry's JSON. */
const lineOf = (routeJson: string, entryJson: string) => `${routeJson}:${entryJson}`;

export function searchChunkText(lines: readonly string[]): string {
  return lines.length === 0 ? '{}' : `{\n${concat(lines, ',\n')}\n}`;
}

/** UTF-8 bytes of searchChunkText of lines of these sizes. */
function searchChunkBytes(lineBytes: readonly number[]): number {
  if (lineBytes.length === 0) return 2;
  // "{\n" and "\n}" around the lines, ",\n" between them.
  let bytes = 4 + (lineBytes.length - 1) * 2;
  for (const size of lineBytes) bytes += size;
  return bytes;
}

/** Text cut at the last word boundary within the limit. */
function cutText(text: string): string {
  if (text.length <= SEARCH_HEAD_TEXT) return text;
  const end = text.lastIndexOf(' ', SEARCH_HEAD_TEXT);
  return text.slice(0, end > SEARCH_HEAD_TEXT / 2 ? end : SEARCH_HEAD_TEXT);
}

/** The head chunk's entry for a route: same title and section keys, short texts. */
export function searchHeadEntry({ title, data }: SearchChunk[string]): SearchChunk[string] {
  const cut: Record<string, string> = {};
  for (const key in data) cut[key] = cutText(data[key]);
  // Keywords come with the full chunk: the head stays as small as it was, and
  // what it answers is what the page shows (titles and headings).
  return { title, data: cut };
}

/** A route's lines in both chunks, made once per route (and memoised with it). */
export interface SearchPieces {
  searchPiece: string;
  searchHeadPiece: string;
  /** Made from the route and its entry's hash: the chunks' hashes are made from these. */
  searchHash: string;
  /** UTF-8 bytes of each piece, counted once (a rebuild sums them instead of measuring every line). */
  searchBytes: number;
  searchHeadBytes: number;
}

/** An entry's JSON in both chunks, without its route: the same for every route a page is served at. */
export interface SearchEntryText {
  full: string;
  head: string;
  hash: string;
  bytes: number;
  headBytes: number;
}

export function searchEntryText(entry: SearchChunk[string]): SearchEntryText {
  const full = JSON.stringify(entry);
  const head = JSON.stringify(searchHeadEntry(entry));
  return {
    full,
    head,
    hash: sha256(full),
    bytes: Buffer.byteLength(full),
    headBytes: Buffer.byteLength(head),
  };
}

/** The route's lines (searchChunkLine) of an entry's text. */
export function searchPieces(route: string, entry: SearchEntryText): SearchPieces {
  const key = JSON.stringify(route);
  const keyBytes = Buffer.byteLength(key) + 1;
  return {
    searchPiece: lineOf(key, entry.full),
    searchHeadPiece: lineOf(key, entry.head),
    searchHash: sha256(key, '\0', entry.hash),
    searchBytes: keyBytes + entry.bytes,
    searchHeadBytes: keyBytes + entry.headBytes,
  };
}

/** Paths of a locale's chunks under /_content/<buildId>/. */
export const searchChunkPath = (locale: string) => `search/${locale}.json`;
export const searchHeadPath = (locale: string) => `search/${locale}.head.json`;

/**
 * Adds a locale's two chunks (routes sorted) to the build's versioned files,
 * with hashes from the routes' pieces and the layout.
 */
export function addSearchChunks(
  locale: string,
  pieces: (SearchPieces & { route: string })[],
  versioned: Map<string, string | Uint8Array>,
  knownHashes: Map<string, string>,
  knownSizes?: Map<string, number>,
): void {
  pieces.sort((a, b) => (a.route < b.route ? -1 : 1));
  const hash = sha256(SEARCH_CHUNK_LAYOUT + pieces.map((piece) => piece.searchHash).join(''));
  const full = pieces.map((p) => p.searchPiece);
  const head = pieces.map((p) => p.searchHeadPiece);
  versioned.set(searchChunkPath(locale), searchChunkText(full));
  knownHashes.set(`v/${searchChunkPath(locale)}`, hash);
  knownSizes?.set(searchChunkPath(locale), searchChunkBytes(pieces.map((p) => p.searchBytes)));
  versioned.set(searchHeadPath(locale), searchChunkText(head));
  knownHashes.set(`v/${searchHeadPath(locale)}`, sha256(`head ${hash}`));
  knownSizes?.set(searchHeadPath(locale), searchChunkBytes(pieces.map((p) => p.searchHeadBytes)));
}
