/**
 * Section terms kept between builds (build-content/lib/search-shards/section-terms.ts):
 * what is kept is what tokenize gives, a changed text is tokenized again, a
 * file that cannot be trusted is ignored, and shards made with the file are
 * the shards made without it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionTerms } from '../../build-content/lib/search-shards/section-terms';
import { searchShardFiles } from '../../build-content/lib/search-shards/shard-files';
import { generateSearchChunk } from '../../scripts/search-bench-corpus';
import { tokenize } from '../../src/features/search/tokenize';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function termFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'section-terms-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'en-US.bin');
}

/** A text's terms as strings. */
const termsOf = (terms: SectionTerms, text: string) =>
  Array.from(terms.idsOf(text), (id) => terms.term(id));

const TEXTS = [
  'Set TRACEWELL_SAMPLE_RATE before startActiveObservation runs.',
  '分散トレースの設定 with get_client()',
  'The same words, the same words.',
  '',
];

describe('section terms', () => {
  it('gives what tokenize gives, from the file on the next build, and tokenizes changed texts', () => {
    const file = termFile();
    const first = new SectionTerms(file, 'v1');
    for (const text of TEXTS) expect(termsOf(first, text)).toEqual(tokenize(text));
    expect(first.counts).toEqual({ kept: 0, tokenized: TEXTS.length });
    first.save();

    const next = new SectionTerms(file, 'v1');
    const changed = 'Set TRACEWELL_SAMPLE_RATE after startActiveObservation runs.';
    for (const text of [...TEXTS, changed]) expect(termsOf(next, text)).toEqual(tokenize(text));
    expect(next.counts).toEqual({ kept: TEXTS.length, tokenized: 1 });
    // One number per term, whichever section it comes from.
    expect(next.idsOf(TEXTS[0])[1]).toBe(next.idsOf(changed)[1]);
    next.save();

    // Only this build's sections are kept.
    const third = new SectionTerms(file, 'v1');
    termsOf(third, changed);
    termsOf(third, 'Not seen before');
    expect(third.counts).toEqual({ kept: 1, tokenized: 1 });
  });

  it('ignores a file of other code, a truncated file and a file whose ids are out of range', () => {
    const file = termFile();
    const first = new SectionTerms(file, 'v1');
    for (const text of TEXTS) termsOf(first, text);
    first.save();
    const whole = readFileSync(file);

    const otherCode = new SectionTerms(file, 'v2');
    termsOf(otherCode, TEXTS[0]);
    expect(otherCode.counts).toEqual({ kept: 0, tokenized: 1 });

    writeFileSync(file, whole.subarray(0, whole.length - 4));
    const truncated = new SectionTerms(file, 'v1');
    expect(termsOf(truncated, TEXTS[0])).toEqual(tokenize(TEXTS[0]));
    expect(truncated.counts.kept).toBe(0);

    const outOfRange = Buffer.from(whole);
    outOfRange.writeUInt32LE(0xffffffff, outOfRange.length - 4);
    writeFileSync(file, outOfRange);
    const broken = new SectionTerms(file, 'v1');
    expect(termsOf(broken, TEXTS[2])).toEqual(tokenize(TEXTS[2]));
    expect(broken.counts.kept).toBe(0);
  });

  it('makes the same shards as tokenizing every section, before and after a page changes', () => {
    const file = termFile();
    const routes = Object.entries(generateSearchChunk(300));
    const fresh = searchShardFiles('en-US', routes, 2000).files;
    expect(searchShardFiles('en-US', routes, 2000, file).files).toEqual(fresh);
    // From the file now; one page's first section gains a word no page had.
    expect(searchShardFiles('en-US', routes, 2000, file).files).toEqual(fresh);
    const [route, entry] = routes[120];
    const [key] = Object.keys(entry.data);
    routes[120] = [
      route,
      { ...entry, data: { ...entry.data, [key]: `${entry.data[key]} zyxquorum` } },
    ];
    const edited = searchShardFiles('en-US', routes, 2000, file).files;
    expect(edited).toEqual(searchShardFiles('en-US', routes, 2000).files);
    expect([...edited.values()].some((text) => text.includes('zyxquorum'))).toBe(true);
  }, 60_000);
});
