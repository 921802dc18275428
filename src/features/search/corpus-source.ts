/**
 * What the engine knows of the whole index when it holds only some of its
 * pages (a sharded locale, shards/): how many sections and how much text
 * there are, which words exist and how widely each is used, and where a
 * word stands in section text in the whole index's order. With it, the pages
 * the engine holds score as they would in the whole index.
 */

/** Words with how widely each is used (vocabulary.ts is the whole index's own). */
export interface WordList {
  count(word: string): number;
  completions(prefix: string, limit: number): string[];
  near(word: string, maxDistance: number): Array<[word: string, distance: number]>;
}

export interface CorpusSource {
  /** Sections and characters of section text in the whole index. */
  readonly sections: number;
  readonly textLength: number;
  /** Words of section text (counts: sections holding the word). */
  readonly body: WordList;
  /** Words of titles, route slugs, headings and keywords. */
  readonly fields: WordList;
  /** Section ids whose text holds `term`, in the whole index's order, at most `limit`. */
  lookupBody(term: string, limit: number): readonly number[];
  /** The words a mistyped one may have been meant as. */
  typoWords(word: string): readonly WordList[];
}

/** Where a page of a partial index stands in the whole one (bundle-format.ts SearchPageFragment). */
export interface PagePlacement {
  page: number;
  firstSection: number;
  weight: number;
  hidden?: boolean;
}
