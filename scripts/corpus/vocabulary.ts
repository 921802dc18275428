/**
 * Word choice for the generated corpus. Real sentences are reused, but a
 * share of their words is swapped for words drawn from a Zipf distribution
 * over the site's vocabulary (ranked by how often the site uses them) plus a
 * synthesized tail of rarer terms and identifiers. The tail grows with the
 * page count, as a real site's vocabulary does (Heaps' law), so a 10,000-page
 * corpus has tens of thousands of distinct terms, not the site's few thousand.
 */

export type Random = () => number;

/**
 * Draws ranks 0..n-1 with probability proportional to 1 / (rank + offset)^exponent
 * (Zipf–Mandelbrot). The offset flattens the head: the most frequent content
 * word of real docs has about 1% of the tokens, not the 9% plain Zipf gives it.
 */
export function zipfSampler(n: number, random: Random, exponent = 1.05, offset = 10): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank++) {
    total += 1 / (rank + offset) ** exponent;
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)];
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A new term in the site's sound: syllables cut from its own words. */
function pseudoTerm(words: readonly string[], random: Random): string {
  const piece = () => {
    const word = pick(words, random);
    const start = Math.floor(random() * Math.max(1, word.length - 3));
    return word.slice(start, start + 2 + Math.floor(random() * 3));
  };
  return `${piece()}${piece()}${random() < 0.5 ? piece() : ''}`.replace(/[^a-z]/g, '');
}

/** An identifier as SDK docs write them: snake_case calls, camelCase, classes, env vars. */
function identifier(words: readonly string[], random: Random): string {
  const a = pick(words, random);
  const b = pick(words, random);
  switch (Math.floor(random() * 5)) {
    case 0:
      return `${pick(['get', 'create', 'update', 'list', 'delete', 'start'], random)}_${a}_${b}`;
    case 1:
      return `${a}${capitalize(b)}`;
    case 2:
      return `${capitalize(a)}${capitalize(b)}${pick(['Client', 'Config', 'Handler', 'Options'], random)}`;
    case 3:
      return `TRACEWELL_${a.toUpperCase()}_${b.toUpperCase()}`;
    default:
      return `${a}.${b}()`;
  }
}

export interface Vocabulary {
  /** A Latin word, frequent ones far more often than rare ones. */
  word(): string;
  /** A Japanese term (kanji or katakana), Zipf-distributed the same way. */
  japaneseWord(): string;
  identifier(): string;
}

export interface VocabularySource {
  enWords: readonly string[];
  jaWords: readonly string[];
  identifiers: readonly string[];
}

/** Words of at least three letters only feed the synthesized tail (no "th" + "an" terms). */
const CONTENT_WORD = /^[a-z]{3,}$/;

/**
 * Function words: never swapped and never drawn, so sentences keep their
 * grammar and these words keep the counts the site's own prose gives them.
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but if so of to in on at by as for with from into onto over under about ' +
    'is are was were be been being has have had do does did will would can could should may might must ' +
    'it its this that these those there then than which what who whom whose when where why how ' +
    'you your we our they them their he she his her i me my not no nor all any each every some ' +
    'one also only just more most such very up out own same other both few'
  ).split(' '),
);
const isFunctionWord = (word: string) => FUNCTION_WORDS.has(word.toLowerCase());

export function createVocabulary(
  source: VocabularySource,
  pages: number,
  random: Random,
): Vocabulary {
  const stems = source.enWords.filter((word) => CONTENT_WORD.test(word)).slice(0, 3000);
  const tail = Math.round(pages * 4);
  const latin = source.enWords.filter((word) => !isFunctionWord(word));
  const seen = new Set(latin);
  const latinTarget = latin.length + tail;
  while (latin.length < latinTarget) {
    const term = random() < 0.6 ? pseudoTerm(stems, random) : identifier(stems, random);
    if (term.length >= 4 && !seen.has(term)) {
      seen.add(term);
      latin.push(term);
    }
  }
  // Japanese compounds join two of the site's terms, as Japanese technical prose does.
  const japanese = [...source.jaWords];
  const jaSeen = new Set(japanese);
  const jaTerms = source.jaWords.filter((word) => !/[a-z]/.test(word));
  const jaTail = Math.round(pages / 2);
  for (
    let tries = 0;
    japanese.length < source.jaWords.length + jaTail && tries < jaTail * 4;
    tries++
  ) {
    const term = `${pick(jaTerms, random)}${pick(jaTerms, random)}`;
    if (!jaSeen.has(term)) {
      jaSeen.add(term);
      japanese.push(term);
    }
  }
  const identifiers = [...source.identifiers];
  while (identifiers.length < source.identifiers.length + Math.round(pages / 2))
    identifiers.push(identifier(stems, random));

  const latinRank = zipfSampler(latin.length, random);
  const japaneseRank = zipfSampler(japanese.length, random);
  const identifierRank = zipfSampler(identifiers.length, random, 0.9, 3);
  return {
    word: () => latin[latinRank()],
    japaneseWord: () => japanese[japaneseRank()],
    identifier: () => identifiers[identifierRank()],
  };
}

const LATIN_TOKEN = /`[^`]+`|[A-Za-z][A-Za-z0-9'-]*[A-Za-z0-9]/g;
const JAPANESE_TOKEN = /`[^`]+`|[\u30a0-\u30ff]{2,}|[\u4e00-\u9fff]{2,}/g;

/**
 * A real sentence with about `share` of its words (and inline code) swapped
 * for Zipf-drawn ones. Case of a swapped word's first letter is kept.
 */
export function rewriteSentence(
  sentence: string,
  vocabulary: Vocabulary,
  random: Random,
  share: number,
  japanese = false,
): string {
  return sentence.replace(japanese ? JAPANESE_TOKEN : LATIN_TOKEN, (token) => {
    if (token.startsWith('`')) return random() < 0.5 ? `\`${vocabulary.identifier()}\`` : token;
    if (random() >= share || isFunctionWord(token)) return token;
    if (japanese && !/^[A-Za-z]/.test(token)) return vocabulary.japaneseWord();
    const word = vocabulary.word();
    return /^[A-Z]/.test(token) && /^[a-z]/.test(word) ? capitalize(word) : word;
  });
}
