/**
 * The docs assistant's retrieval data for one locale
 * (`/_content/assistant/<locale>.json`, bundle-format.ts AssistantIndex): every
 * route with its heading anchors, so the edge can check that a cited link
 * exists, and the section texts of every indexed page for lexical ranking.
 * The path carries no build id: the edge finds it without reading the manifest,
 * and a new deploy replaces it together with the routes.
 */
import type { AssistantPage } from '../bundle-format.ts';
import { sha256 } from './compile-cache.ts';
import { concat } from './rope.ts';

export function assistantIndexPath(locale: string): string {
  return `_content/assistant/${locale}.json`;
}

/** One route's entry; noindex pages keep their anchors (links may point there) but no sections. */
export function assistantPage(
  route: string,
  title: string,
  ids: Iterable<string>,
  search: Record<string, string> | null,
): AssistantPage {
  const sections: AssistantPage['sections'] = [];
  for (const [key, text] of Object.entries(search ?? {})) {
    const hash = key.indexOf('#');
    const anchor = hash < 0 ? '' : key.slice(0, hash);
    const heading = hash < 0 ? '' : key.slice(hash + 1);
    sections.push([anchor, heading, text]);
  }
  return { route, title, anchors: [...ids].sort(), sections };
}

/** One page's line of the index, serialised and hashed once (a rebuild re-uses unchanged lines). */
export interface AssistantLine {
  route: string;
  text: string;
  hash: string;
}

export function assistantLine(page: AssistantPage): AssistantLine {
  const text = JSON.stringify(page);
  return { route: page.route, text, hash: sha256(text) };
}

/**
 * Sorted by route, one page per line, so two builds of the same content are
 * byte-identical. The text is a rope of the lines, and its hash is made from
 * theirs: a rebuild after one page changed neither copies nor hashes the rest.
 */
export function assistantIndex(
  locale: string,
  lines: AssistantLine[],
): { text: string; hash: string } {
  const sorted = [...lines].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const head = `{"version":1,"locale":${JSON.stringify(locale)},"pages":[`;
  const body = concat(
    sorted.map((line) => line.text),
    ',\n',
  );
  return {
    text: `${head}\n${body}\n]}`,
    hash: sha256(head, ...sorted.map((line) => line.hash)),
  };
}

/** The index of `pages` as one text (tools and benches that make one outside a build). */
export function assistantIndexText(locale: string, pages: AssistantPage[]): string {
  return assistantIndex(locale, pages.map(assistantLine)).text;
}
