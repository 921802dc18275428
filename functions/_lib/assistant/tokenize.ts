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
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('es') && /(?:ch|sh|x|ss)es$/.test(word))
    return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith('e')) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (STOPWORDS.has(word)) continue;
    terms.push(stem(word));
  }
  return terms;
}
