/**
 * Word → ids for page titles and headings. They are a few words each, so
 * which titles hold a word is all the ranking needs (rank.ts weighs where it
 * stands); FlexSearch's position buckets would double the time it takes
 * before the first query can be answered.
 */
const NONE: readonly number[] = [];

export class TermIndex {
  private readonly ids = new Map<string, number[]>();

  /** `terms` once each, as `tokenize` gives them. */
  add(id: number, terms: readonly string[]): void {
    for (const term of terms) {
      const list = this.ids.get(term);
      if (list) list.push(id);
      else this.ids.set(term, [id]);
    }
  }

  /** Ids holding the word, in the order they were added, at most `limit`. */
  lookup(word: string, limit: number): readonly number[] {
    const list = this.ids.get(word) ?? NONE;
    return list.length > limit ? list.slice(0, limit) : list;
  }
}
