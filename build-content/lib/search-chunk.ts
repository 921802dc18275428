/**
 * The search chunk's text (bundle-format.ts, SearchChunk): one JSON object
 * with one route per line, so the search worker can parse and index the
 * routes that have arrived while the rest is still downloading.
 */
import type { SearchChunk } from '../bundle-format.ts';
import { concat } from './rope.ts';

/** Part of the chunk's hash, so a change of layout also changes the build id (and cached URLs). */
export const SEARCH_CHUNK_LAYOUT = 'one route per line';

/** One route's line, without the separating comma. */
export function searchChunkLine(route: string, entry: SearchChunk[string]): string {
  return `${JSON.stringify(route)}:${JSON.stringify(entry)}`;
}

export function searchChunkText(lines: readonly string[]): string {
  return lines.length === 0 ? '{}' : `{\n${concat(lines, ',\n')}\n}`;
}
