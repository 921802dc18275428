/**
 * A generated search chunk for `npm run bench`: 2,000 pages of six sections
 * each, about 80 words a section (the site's own pages average ~600 words),
 * words drawn with a Zipf-like skew from a vocabulary of product words,
 * pseudo-words and code identifiers, so the index sees a realistic mix of
 * common and rare terms. Deterministic: the same seed gives the same corpus.
 */
import { random } from '../build-content/bench/corpus.ts';
import type { SearchChunk } from '../build-content/bundle-format.ts';

const PRODUCT_WORDS = (
  'trace traces span spans generation observation prompt prompts dataset datasets score scores ' +
  'evaluation evaluator judge session sessions user users tag tags metadata sampling masking ' +
  'latency cost tokens usage model models provider client decorator context manager flush ' +
  'export import environment release version label production staging experiment run item ' +
  'items annotation queue review metric metrics dashboard filter query api endpoint request ' +
  'response stream streaming async thread worker batch queue retry timeout error warning debug ' +
  'instrumentation opentelemetry exporter collector attribute attributes chain agent tool call'
).split(' ');

const IDENTIFIERS = [
  'get_client',
  'start_as_current_span',
  'start_as_current_generation',
  'update_current_trace',
  'create_score',
  'create_dataset_item',
  'get_prompt',
  'startActiveObservation',
  'forceFlush',
  'TRACEWELL_PUBLIC_KEY',
  'TRACEWELL_SECRET_KEY',
  'TRACEWELL_SAMPLE_RATE',
  'observe()',
  'flush()',
];

function pseudoWord(next: () => number): string {
  const syllables = ['ka', 'lo', 'mi', 'ren', 'tos', 'va', 'quel', 'dar', 'ix', 'po', 'sen', 'tru'];
  const count = 2 + Math.floor(next() * 3);
  let word = '';
  for (let i = 0; i < count; i += 1) word += syllables[Math.floor(next() * syllables.length)];
  return word;
}

export function generateSearchChunk(pages = 2000, seed = 42): SearchChunk {
  const next = random(seed);
  const vocabulary = [...PRODUCT_WORDS];
  while (vocabulary.length < 6000) vocabulary.push(pseudoWord(next));
  // Zipf-like: low indexes (product words first) are drawn far more often.
  const word = () => {
    if (next() < 0.04) return IDENTIFIERS[Math.floor(next() * IDENTIFIERS.length)];
    return vocabulary[Math.floor(vocabulary.length * next() ** 3)];
  };
  const sentence = (words: number) => {
    const parts: string[] = [];
    for (let i = 0; i < words; i += 1) parts.push(word());
    const text = parts.join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const chunk: SearchChunk = {};
  for (let page = 0; page < pages; page += 1) {
    const title = `${sentence(3).slice(0, -1)} ${page}`;
    const data: Record<string, string> = { '': `${sentence(14)} ${sentence(12)}` };
    for (let section = 1; section < 6; section += 1) {
      const heading = sentence(3).slice(0, -1);
      const anchor = `${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${section}`;
      data[`${anchor}#${heading}`] = Array.from({ length: 6 }, () => sentence(12)).join(' ');
    }
    chunk[`/docs/generated/${Math.floor(page / 100)}/page-${page}`] = { title, data };
  }
  return chunk;
}
