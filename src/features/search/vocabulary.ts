/**
 * The words of all indexed section text, for completing a partly typed word:
 * section text is indexed by whole words only (see engine-settings.ts).
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>();
  private sorted: string[] | null = null;

  add(terms: readonly string[]): void {
    for (const term of terms) this.counts.set(term, (this.counts.get(term) ?? 0) + 1);
    this.sorted = null;
  }

  /** In how many sections a word appears. */
  count(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  /** Longer words that start with `prefix`, the most widely used first. */
  completions(prefix: string, limit: number): string[] {
    if (!this.sorted) this.sorted = [...this.counts.keys()].sort();
    const words = this.sorted;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (words[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    // A short prefix can open thousands of words: look at a bounded run of them.
    for (let i = low; i < words.length && i < low + 400 && words[i].startsWith(prefix); i += 1) {
      if (words[i] !== prefix) found.push(words[i]);
    }
    return found
      .sort((a, b) => (this.counts.get(b) ?? 0) - (this.counts.get(a) ?? 0) || a.length - b.length)
      .slice(0, limit);
  }

  /** Sorts now, so the first query after indexing does not pay for it. */
  prepare(): void {
    this.completions('', 0);
  }
}
