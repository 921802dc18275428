/**
 * The words of all indexed section text, for completing a partly typed word
 * (section text is indexed by whole words only, see engine-settings.ts) and
 * for finding the word a mistyped one was meant to be.
 */
import { editDistanceWithin } from './edit-distance';

/** First index in sorted `list` whose entry is not below `value`. */
export function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class Vocabulary {
  private readonly counts = new Map<string, number>();
  private sorted: string[] | null = null;
  /** Words by length, made on the first lookup of a mistyped word. */
  private byLength: string[][] | null = null;

  add(terms: readonly string[]): void {
    for (const term of terms) this.counts.set(term, (this.counts.get(term) ?? 0) + 1);
    this.sorted = null;
    this.byLength = null;
  }

  /** A word with a count known already (a shard of the whole index's words, shards/). */
  set(word: string, count: number): void {
    this.counts.set(word, count);
    this.sorted = null;
    this.byLength = null;
  }

  /** The words held, in no particular order. */
  words(): IterableIterator<string> {
    return this.counts.keys();
  }

  /** In how many sections a word appears. */
  count(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  /** Longer words that start with `prefix`, the most widely used first. */
  completions(prefix: string, limit: number): string[] {
    if (!this.sorted) this.sorted = [...this.counts.keys()].sort();
    const words = this.sorted;
    const low = lowerBound(words, prefix);
    const found: string[] = [];
    // A short prefix can open thousands of words: look at a bounded run of them.
    for (let i = low; i < words.length && i < low + 400 && words[i].startsWith(prefix); i += 1) {
      if (words[i] !== prefix) found.push(words[i]);
    }
    return found
      .sort((a, b) => (this.counts.get(b) ?? 0) - (this.counts.get(a) ?? 0) || a.length - b.length)
      .slice(0, limit);
  }

  /**
   * Words at most `maxDistance` edits away from `word` (which is not one of
   * them), with their distance. Only words of a length within reach are
   * compared, and each comparison gives up early (see edit-distance.ts).
   */
  near(word: string, maxDistance: number): Array<[word: string, distance: number]> {
    if (!this.byLength) {
      const byLength: string[][] = [];
      for (const each of this.counts.keys()) {
        const bucket = byLength[each.length];
        if (bucket) bucket.push(each);
        else byLength[each.length] = [each];
      }
      this.byLength = byLength;
    }
    const found: Array<[string, number]> = [];
    const longest = Math.min(word.length + maxDistance, this.byLength.length - 1);
    for (let length = Math.max(1, word.length - maxDistance); length <= longest; length += 1) {
      for (const each of this.byLength[length] ?? []) {
        const distance = editDistanceWithin(word, each, maxDistance);
        if (distance <= maxDistance && distance > 0) found.push([each, distance]);
      }
    }
    return found;
  }

  /** Sorts now, so the first query after indexing does not pay for it. */
  prepare(): void {
    this.completions('', 0);
  }
}
