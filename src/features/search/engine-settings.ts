/**
 * Engine settings (SPEC.md §9 "Search"). Titles and headings go into a plain
 * word map (term-index.ts) as the chunk streams in. Section text goes into
 * FlexSearch with `strict` (whole words); both complete a partly typed word
 * at query time from their own vocabulary: the `full` tokenizer indexes every
 * substring and was about ten times slower to build on this site's text,
 * which misses the 300 ms budget on a 2,000-page site. The contextual index
 * (resolution 9, depth 2) is not used: every query word is looked up on its
 * own and the ranking combines them (see rank.ts).
 */
export const SEARCH_SETTINGS = {
  /** Relevance slots per term: position of a word within a field counts down to 9 buckets. */
  resolution: 9,
  /** Queries whose results are kept (least recently used goes first). */
  cacheSize: 100,
  maxPages: 5,
  maxSectionsPerPage: 5,
  /** Ids taken from the index per word and field before ranking. */
  candidatesPerTerm: 200,
  /** Best candidates looked at again for word frequency and phrases. */
  refinedCandidates: 60,
  /** Shortest typed word that is completed in section text (titles and headings: any). */
  bodyPrefixMinLength: 3,
  /** Vocabulary words a partly typed word expands to in section text. */
  prefixExpansions: 8,
  /** Section texts indexed per slice between yields while building in the background. */
  bodySliceMs: 4,
} as const;

/**
 * Ranking weights per query word, multiplied by the word's rarity: a title
 * or heading word beats any body word; an exact word beats a prefix.
 */
export const WEIGHTS = {
  titleExact: 3,
  titlePrefix: 2,
  /** A word of the page's address that its title lacks, for every section of the page. */
  slugExact: 2,
  slugPrefix: 1,
  /**
   * A word of the page's keywords (readers' words and glossary synonyms) that
   * its title and address lack: below a title or heading word, which the
   * page itself shows, above a body word.
   */
  keywordExact: 2,
  keywordPrefix: 1,
  headingExact: 3,
  headingPrefix: 2,
  /** Share of an exact word's weight for another form of it ("datasets" for "dataset"). */
  inflection: 0.9,
  bodyExact: 1,
  bodyPrefix: 0.5,
  /** Up to this much more for a body word near the start of its section. */
  bodyPosition: 0.3,
  /**
   * Weight of a body word's frequency for the section's length (BM25, 0 … 2.2).
   * Kept small so a body word (at most 1 + 0.3 + 0.55) stays below a heading
   * word even on a cookbook page (3 × 0.65).
   */
  bodyFrequency: 0.25,
  /** Share of a word's other fields added to its best one. */
  secondField: 0.5,
  /** A section with all the query's words scores (1 + this) times its sum. */
  coverage: 1,
  /** Score factor of cookbook guide pages: reference pages first, notebooks right after. */
  cookbookPage: 0.65,
  /** Score factor of changelog entries, blog posts and customer stories, which tell of what reference pages explain. */
  newsPage: 0.6,
  /** A query starting with the question word a page title starts with scores (1 + this) times more there. */
  sameQuestion: 0.3,
  /** All words of a multi-word query side by side in the text (times 1.5 in the heading). */
  phrase: 0.3,
} as const;

/** Correcting a query word that matches nothing (see typo-correction.ts). */
export const TYPOS = {
  /** Shortest word corrected: shorter ones have too many neighbours one letter away. */
  minLength: 5,
  /** From this length on, a word may be two edits away from the one meant. */
  twoEditsFrom: 8,
} as const;
