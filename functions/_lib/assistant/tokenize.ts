/**
 * Words for lexical retrieval: lower case, split at anything that is not a
 * letter or digit, common English words dropped, and a light suffix strip so
 * "traces", "tracing" and "traced" meet at one term. Queries and sections go
 * through the same function, so the stems only have to agree with each other.
 */
const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my of on or ' +
    'our so that the their then there these this to use using was we what when where which ' +
    'who why will with you your should would could about'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;

export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Stems by word: a corpus has far fewer distinct words than words. */
const stems = new Map<string, string>();
const MAX_MEMO = 200_000;

export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    if (STOPWORDS.has(word)) continue;
    let term = stems.get(word);
    if (term === undefined) {
      term = stem(word);
      if (stems.size < MAX_MEMO) stems.set(word, term);
    }
    terms.push(term);
  }
  return terms;
}
