/**
 * The word a reader probably meant when a query word matches nothing: the
 * closest word of the index within one edit (two for long words), the most
 * widely used on a tie. Short words are left alone: one edit away from a
 * four-letter word lie too many others (`span`, `spin`, `scan`), and numbers
 * or versions that differ by a digit are different things, not typos.
 */

import type { WordList } from './corpus-source';
import { TYPOS } from './engine-settings';

const DIGIT = /\d/;

/** Whether a word that found nothing is worth correcting. */
export function mayBeMistyped(word: string): boolean {
  return word.length >= TYPOS.minLength && !DIGIT.test(word);
}

/** The closest word in any of `vocabularies`, or null if none is near enough. */
export function correctionOf(word: string, vocabularies: readonly WordList[]): string | null {
  const maxDistance = word.length >= TYPOS.twoEditsFrom ? 2 : 1;
  let best: string | null = null;
  let bestDistance = maxDistance + 1;
  let bestCount = 0;
  const countOf = (each: string) =>
    vocabularies.reduce((sum, vocabulary) => sum + vocabulary.count(each), 0);
  for (const vocabulary of vocabularies) {
    for (const [each, distance] of vocabulary.near(word, maxDistance)) {
      if (distance > bestDistance || each === best) continue;
      const count = countOf(each);
      if (
        distance < bestDistance ||
        count > bestCount ||
        (count === bestCount && best !== null && each < best)
      ) {
        best = each;
        bestDistance = distance;
        bestCount = count;
      }
    }
  }
  return best;
}
