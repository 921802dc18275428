/**
 * A sharded locale's first-key titles (bundle-format.ts SearchFirstKeyTitles):
 * a page whose route tree holds few titles (the home page of a split page
 * map holds none) would wait for a shard and a dozen page fragments to
 * answer the first key typed. This small list answers it from titles at
 * once, as the page's own route tree answers on a page that has one.
 */
import { gzipSync } from 'node:zlib';
import { isWordCharacter, snippet } from '../../../src/features/search/highlight.ts';
import {
  bestTitles,
  type TitleEntry,
  titleEntry,
} from '../../../src/features/search/title-answers.ts';
import { isCjkRun } from '../../../src/features/search/tokenize.ts';
import type { SearchFirstKeyTitles } from '../../bundle-format.ts';
import type { PageInfo } from './term-table.ts';

/** The list's size, gzip: a few KB, fetched when the page is idle. */
export const FIRST_KEY_TITLES_GZIP = 12 * 1024;
/** Characters of the start of a page's text shown under its title. */
const SNIPPET_LENGTH = 120;

/** The start of a text, cut at a space (the engine's own snippet, shorter). */
const snippetOf = (text: string) =>
  snippet(text, null, SNIPPET_LENGTH)
    .map(([piece]) => piece)
    .join('');

/**
 * The characters a one-character query finds in `lower` (highlight.ts
 * startsWord): the first of each word, and any CJK character.
 */
function firstKeysOf(lower: string): Set<string> {
  const keys = new Set<string>();
  let previousIsWord = false;
  for (const character of lower) {
    const isWord = isWordCharacter(character.charCodeAt(0));
    if ((isWord && !previousIsWord) || isCjkRun(character)) keys.add(character);
    previousIsWord = isWord;
  }
  return keys;
}

type Row = SearchFirstKeyTitles['titles'][number];

function gzipBytes(titles: Row[]): number {
  return gzipSync(JSON.stringify({ titles })).length;
}

/** The list for a locale's pages (term-table.ts), at most `budget` bytes gzip. */
export function firstKeyTitles(
  pages: readonly PageInfo[],
  budget: number = FIRST_KEY_TITLES_GZIP,
): SearchFirstKeyTitles {
  const byKey = new Map<string, TitleEntry[]>();
  for (const page of pages) {
    if (page.hidden || !page.entry.title) continue;
    const [text = ''] = Object.values(page.entry.data);
    const entry = titleEntry(page.route, page.entry.title, snippetOf(text));
    for (const key of firstKeysOf(entry.lowerTitle)) {
      const list = byKey.get(key);
      if (list) list.push(entry);
      else byKey.set(key, [entry]);
    }
  }
  const keys = [...byKey.keys()].sort(
    (a, b) => (byKey.get(b)?.length ?? 0) - (byKey.get(a)?.length ?? 0) || (a < b ? -1 : 1),
  );
  const chosen = new Map<string, Row>();
  // Gzip is measured once the JSON is longer than the budget (it is never longer than the JSON).
  let length = 0;
  for (const key of keys) {
    const rows: Row[] = bestTitles(byKey.get(key) ?? [], [key])
      .filter((entry) => !chosen.has(entry.route))
      .map((entry) => [entry.route, entry.title, entry.description]);
    const rowsLength = JSON.stringify(rows).length;
    if (length + rowsLength > budget && gzipBytes([...chosen.values(), ...rows]) > budget) break;
    length += rowsLength;
    for (const row of rows) chosen.set(row[0], row);
  }
  return { titles: [...chosen.values()] };
}
