/**
 * Deterministic stand-in vectors for an embeddings model: a bag of "concepts"
 * hashed into 256 dimensions. A few word families share one concept, so a
 * question can match a section by meaning while sharing no word with it,
 * which is what real embeddings add to lexical ranking.
 */
const CONCEPTS: Record<string, string[]> = {
  sampling: ['sampling', 'sample', 'sampled', 'fraction', 'portion', 'subset', 'percentage'],
  cost: ['cost', 'costs', 'bill', 'billing', 'volume', 'expensive', 'cheaper', 'spend'],
  trace: ['trace', 'traces', 'tracing', 'span', 'spans', 'observation', 'observations'],
  secret: ['key', 'keys', 'secret', 'secrets', 'credential', 'credentials', 'token', 'password'],
};
const CONCEPT_OF = new Map(
  Object.entries(CONCEPTS).flatMap(([concept, words]) => words.map((word) => [word, concept])),
);
const STOPWORDS = new Set(
  'a an and are as at be by do does for from how i in is it my of on or so that the this to we what when with you your can'.split(
    ' ',
  ),
);
export const FAKE_DIMENSIONS = 256;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (STOPWORDS.has(word)) continue;
    const concept = CONCEPT_OF.get(word);
    // Concepts weigh more than single words, as meaning does in a real model.
    if (concept) vector[fnv1a(`concept:${concept}`) % FAKE_DIMENSIONS] += 3;
    else vector[fnv1a(word) % FAKE_DIMENSIONS] += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
}
