/**
 * Paths judged before anything looks them up.
 * - Refused: a malformed percent-escape (`/%`, `/docs/%E0%A4%A`) or a control
 *   character once decoded (`/docs/tracing%00`). No route or file has either,
 *   and handed on, the static asset server answers them with its own internal
 *   error text.
 * - Unknown without a lookup: a segment too long to be a file name (a file
 *   system allows 255 bytes, and the asset server also tries `<segment>.html`),
 *   which the asset server would answer with a 5xx.
 */
import { isSingleLine } from './input-rules';

const MAX_SEGMENT_BYTES = 250;

export function isCleanPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return isSingleLine(pathname) && isSingleLine(decoded);
}

/** For a clean path: whether a segment is longer than any file or route can be. */
export function hasOverlongSegment(pathname: string): boolean {
  const encoder = new TextEncoder();
  return decodeURIComponent(pathname)
    .split('/')
    .some((segment) => encoder.encode(segment).byteLength > MAX_SEGMENT_BYTES);
}
