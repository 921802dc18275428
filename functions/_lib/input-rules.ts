/**
 * The rules every stored input follows, one place for feedback, contact
 * requests, answer ratings and shared conversations:
 * - text carries no control characters but tab and newline: NUL, ESC, BEL and
 *   the like would travel on into exports, webhooks and the terminals that
 *   show them;
 * - single-line fields (names, paths) carry neither tab nor newline;
 * - a field that names a page holds the path of a route of the deployed build,
 *   so no one can file records against pages (or hosts) the site does not have.
 * Errors name the field, as the endpoints' 400 answers do.
 */
import { normaliseRoute } from './route-path';

// C0 controls but tab (U+0009) and newline (U+000A), DEL, and the C1 controls
// (U+0080–U+009F; U+009B is a one-character terminal escape).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const TAB_OR_NEWLINE = /[\t\n]/;

type Check<T> = { ok: true; value: T } | { ok: false; error: string };

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The error for the first string anywhere in a JSON value that holds a control
 * character, naming it by its path (`comment`, `turns[0].answer`), or null.
 * Walks with its own stack: a deeply nested body must not exhaust the call stack.
 */
export function controlCharacterError(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, 'body']];
  while (pending.length > 0) {
    const [item, field] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      const found = CONTROL.exec(item);
      if (found) {
        return `${field} must not contain control characters (found ${codePoint(found[0])}); only tab and newline are allowed`;
      }
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${field}[${i}]`]);
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item).reverse();
      for (const [key, child] of entries) {
        pending.push([child, field === 'body' ? key : `${field}.${key}`]);
      }
    }
  }
  return null;
}

/** Text that fits on one line: no control characters, no tab, no newline. */
export function isSingleLine(text: string): boolean {
  return !CONTROL.test(text) && !TAB_OR_NEWLINE.test(text);
}

/** The shape of a page field: a single-line path starting with "/", at most `max` characters. */
export function pagePath(value: unknown, field: string, max: number): Check<string> {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.length > max ||
    !isSingleLine(value)
  ) {
    return {
      ok: false,
      error: `${field} must be a path starting with "/" of at most ${max} characters`,
    };
  }
  return { ok: true, value };
}

/**
 * The route a page path names (trailing slash, `.html` and escapes resolved),
 * when it is a route of this build: `//evil.example` and unknown pages are not.
 */
export function knownRoute(
  path: string,
  field: string,
  routes: ReadonlySet<string>,
): Check<string> {
  const route = normaliseRoute(path);
  if (!routes.has(route)) {
    return { ok: false, error: `${field} must be the path of a page of this site` };
  }
  return { ok: true, value: route };
}
