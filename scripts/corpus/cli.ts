/**
 * npm run corpus -- [--pages 10000] [--out .cache/corpus-10k] [--seed 42] [--force]
 * Generates the realistic corpus from this site's content/ (generate-corpus.ts).
 * A tree already generated from the same options and site text is kept as it
 * is, so builds that follow reuse their compile cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type CorpusSummary, corpusStamp, generateCorpus, STAMP_FILE } from './generate-corpus.ts';
import { readSiteText } from './site-text.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '10000' },
    out: { type: 'string' },
    seed: { type: 'string', default: '42' },
    content: { type: 'string', default: 'content' },
    force: { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const seed = Number(values.seed);
if (!Number.isInteger(pages) || pages < 10 || !Number.isInteger(seed)) {
  console.error('corpus: --pages must be an integer of at least 10, --seed an integer');
  process.exit(2);
}
const out = path.resolve(
  values.out ?? `.cache/corpus-${pages % 1000 === 0 ? `${pages / 1000}k` : pages}`,
);
const started = performance.now();
const text = readSiteText(path.resolve(values.content));
const stamp = corpusStamp(text, { pages, seed });
const stampFile = path.join(out, STAMP_FILE);
const current =
  existsSync(stampFile) &&
  (JSON.parse(readFileSync(stampFile, 'utf8')) as CorpusSummary).stamp === stamp;
if (current && !values.force) {
  console.log(
    `corpus: ${path.relative(process.cwd(), out)} is current (${pages} pages, seed ${seed})`,
  );
} else {
  const summary = generateCorpus(text, out, { pages, seed });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `corpus: ${summary.pages} pages (${summary.enPages} en-US, ${summary.jaPages} ja-JP) in ${summary.folders} folders ` +
      `into ${path.relative(process.cwd(), out)} (${seconds}s)`,
  );
}
