/**
 * The words typo correction compares a mistyped word with
 * (src/features/search/typo-correction.ts): every word of titles, slugs,
 * headings, keywords and section text, with how widely it is used, in one
 * list per word length (a word is only compared with words of a length
 * within two of its own), split further where a list would pass the file
 * limit. A typo whose meant word lives in another term shard is corrected
 * all the same.
 */
import { gzipSync } from 'node:zlib';
import { TYPOS } from '../../../src/features/search/engine-settings.ts';
import type { SearchTypoList } from '../../bundle-format.ts';

/** Shortest word worth keeping: two edits from the shortest word corrected. */
const SHORTEST = TYPOS.minLength - 2;

export function typoLists(
  terms: ReadonlyMap<string, { body: number; fields: number }>,
  maxBytes: number,
): Map<string, SearchTypoList> {
  const byLength = new Map<number, string[]>();
  for (const term of [...terms.keys()].sort()) {
    if (term.length < SHORTEST) continue;
    const list = byLength.get(term.length);
    if (list) list.push(term);
    else byLength.set(term.length, [term]);
  }
  const lists = new Map<string, SearchTypoList>();
  const listOf = (words: string[]): SearchTypoList => ({
    words: words.join(' '),
    counts: words.map((word) => {
      const entry = terms.get(word) as { body: number; fields: number };
      return entry.body + entry.fields;
    }),
  });
  for (const length of [...byLength.keys()].sort((a, b) => a - b)) {
    const words = byLength.get(length) as string[];
    const whole = listOf(words);
    const size = gzipSync(JSON.stringify(whole)).length;
    if (size <= maxBytes) {
      lists.set(String(length), whole);
      continue;
    }
    const parts = Math.ceil((size * 1.2) / maxBytes);
    const per = Math.ceil(words.length / parts);
    for (let part = 0; part < parts; part += 1)
      lists.set(`${length}-${part}`, listOf(words.slice(part * per, (part + 1) * per)));
  }
  return lists;
}
