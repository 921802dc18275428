/**
 * Words for the search index and for queries. Code identifiers are kept whole
 * and also split into their parts, so `get_client`, `API_BASE_URL` and
 * `startActiveObservation` are found as written and by any part
 * (`client`, `base`, `observation`).
 */

/** A run of letters, digits and underscores: one word or one identifier. */
export const WORD = /[\p{L}\p{N}_]+/gu;
/** Where a camelCase or PascalCase identifier changes part: "startActive", "HTTPServer". */
const CAMEL_BOUNDARY = /(?<=\p{Ll}|\p{N})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * Words too common to tell sections apart. Leaving them out of the index keeps
 * it small; a query made only of them still searches them (see queryTerms).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its ' +
    'me my no not of on or our so than that the their them then there these they this to ' +
    'too was we were what when where which while who why will with you your'
  ).split(' '),
);

/** The parts of one identifier, lower-cased; empty when the word has a single part. */
export function identifierParts(word: string): string[] {
  const parts: string[] = [];
  for (const piece of word.split('_')) {
    if (!piece) continue;
    for (const part of piece.split(CAMEL_BOUNDARY)) if (part) parts.push(part.toLowerCase());
  }
  return parts.length > 1 ? parts : [];
}

/**
 * The tails of a snake_case identifier of three or more parts, so an
 * environment variable is found without its prefix: `TRACEWELL_TRACING_ENABLED`
 * also gives `tracing_enabled`.
 */
export function identifierTails(word: string): string[] {
  const parts = word.toLowerCase().split('_').filter(Boolean);
  const tails: string[] = [];
  for (let i = 1; i < parts.length - 1; i += 1) tails.push(parts.slice(i).join('_'));
  return tails;
}

/** Strips the underscores around dunder names (`__init__` is searched as `init`). */
export function trimUnderscores(word: string): string {
  const UNDERSCORE = 95;
  if (word.charCodeAt(0) !== UNDERSCORE && word.charCodeAt(word.length - 1) !== UNDERSCORE)
    return word;
  return word.replace(/^_+|_+$/g, '');
}

/**
 * Whether a word may have identifier parts: an underscore, or a capital after
 * its first letter (every camelCase boundary needs one). Most words of prose
 * have neither, and splitting them is most of the cost of indexing.
 */
function mayHaveParts(word: string, lower: string): boolean {
  if (word.includes('_')) return true;
  return word !== lower && word.slice(1) !== lower.slice(1);
}

/** Any character of a script written without spaces between words (Japanese, Chinese) or Korean. */
const CJK_CHARACTER = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/** Runs of CJK characters (with the katakana long-vowel mark), and runs of anything else. */
const CJK_SPLIT =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u30fc]+|[^\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u30fc]+/gu;

export const isCjkRun = (text: string) => CJK_CHARACTER.test(text.charAt(0));

/**
 * Japanese and Chinese put no spaces between words, so a run of their
 * characters is indexed as overlapping pairs (bigrams): 分散トレース gives
 * 分散 散ト トレ レー ース, and any two or more characters of it, 「トレース」
 * or 「分散」, find it again. A lone character stays as it is.
 */
export function cjkBigrams(run: string): string[] {
  const characters = Array.from(run);
  if (characters.length < 2) return characters;
  return characters.slice(1).map((character, index) => characters[index] + character);
}

/** A word split into its CJK runs and the rest; most words have no CJK and come back whole. */
export function scriptRuns(word: string): string[] {
  return CJK_CHARACTER.test(word) ? (word.match(CJK_SPLIT) ?? []) : [word];
}

/**
 * Index terms of a text in order of first appearance, each once: every word
 * lower-cased, then the parts of identifiers; CJK runs as bigrams. Stop
 * words are dropped.
 */
export function tokenize(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  const add = (term: string) => {
    if (term && !seen.has(term) && !STOP_WORDS.has(term)) {
      seen.add(term);
      terms.push(term);
    }
  };
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    for (const run of scriptRuns(match[0])) {
      if (isCjkRun(run)) {
        for (const pair of cjkBigrams(run)) add(pair);
        continue;
      }
      const word = trimUnderscores(run);
      const lower = word.toLowerCase();
      add(lower);
      if (!mayHaveParts(word, lower)) continue;
      for (const part of identifierParts(word)) add(part);
      if (word.includes('_')) for (const tail of identifierTails(word)) add(tail);
    }
  }
  return terms;
}

/**
 * The terms `tokenize` gives for a text only as parts of its identifiers
 * (`event` of "ObservationCreateEvent"), not as words of their own; empty
 * for most texts, which have no identifiers.
 */
export function partsOnly(text: string): string[] {
  const words = new Set<string>();
  const parts: string[] = [];
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    const word = trimUnderscores(match[0]);
    const lower = word.toLowerCase();
    words.add(lower);
    if (!mayHaveParts(word, lower)) continue;
    parts.push(...identifierParts(word));
    if (word.includes('_')) parts.push(...identifierTails(word));
  }
  return parts.filter((part) => !words.has(part));
}

/**
 * Endings tried in order with the shortest stem each may leave: the first
 * that fits wins. "-ation" keeps six letters so "generation" does not turn
 * into "gener" (and find "generators").
 */
const SUFFIXES: Array<[suffix: string, minStem: number]> = [
  ['ations', 6],
  ['ation', 6],
  ['ings', 4],
  ['ing', 4],
  ['ed', 4],
  ['ly', 4],
  // Before "s": "traces" and "tracing" share "trac", "processes" gives "process".
  ['es', 4],
  ['s', 4],
  ['e', 4],
];

/**
 * A crude English stem, only ever used as a prefix: "calibrate" also finds
 * "calibrating" and "calibration", "users" finds "user". Identifiers and
 * short words stay as they are.
 */
export function stemOf(word: string): string {
  if (word.length < 5 || word.includes('_') || /\d/.test(word)) return word;
  for (const [suffix, minStem] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minStem)
      return word.slice(0, -suffix.length);
  }
  return word;
}

/** What English adds to a word for its other forms: "trace" → "traces", "traced", "tracing". */
const INFLECTIONS: ReadonlySet<string> = new Set(['', 'e', 's', 'es', 'd', 'ed', 'ing', 'ings']);

/**
 * Whether `word` is a form of the word whose stem is `stem` ("creating" of
 * "create", "datasets" of "dataset"), rather than a longer word it begins
 * ("tracers" of "trace", "observability" of "observe").
 */
export function isInflectionOf(word: string, stem: string): boolean {
  return word.startsWith(stem) && INFLECTIONS.has(word.slice(stem.length));
}

/** The forms a word with this stem may take, the stem itself among them ("user" for "users"). */
export function inflectionsOf(stem: string): string[] {
  return Array.from(INFLECTIONS, (ending) => stem + ending);
}
