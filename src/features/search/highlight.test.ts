import { describe, expect, it } from 'vitest';
import { highlight, snippet, wordMatcher } from './highlight';

describe('highlight', () => {
  it('marks whole words and words the query starts', () => {
    const pattern = wordMatcher(['obs', 'trace']);
    expect(highlight('Observe every trace and its traces.', pattern)).toEqual([
      ['Observe', true],
      [' every ', false],
      ['trace', true],
      [' and its ', false],
      ['traces', true],
      ['.', false],
    ]);
  });

  it('marks identifier parts and identifiers as written', () => {
    expect(highlight('call get_client()', wordMatcher(['client']))).toEqual([
      ['call get_', false],
      ['client', true],
      ['()', false],
    ]);
    expect(highlight('call get_client()', wordMatcher(['get_client']))).toEqual([
      ['call ', false],
      ['get_client', true],
      ['()', false],
    ]);
  });

  it('does not mark matches inside a word', () => {
    expect(highlight('subtrace', wordMatcher(['trace']))).toEqual([['subtrace', false]]);
  });

  it('leaves text unmarked without words', () => {
    expect(wordMatcher([])).toBeNull();
    expect(highlight('text', null)).toEqual([['text', false]]);
  });

  it('matches regardless of case, also where lower-casing changes a length', () => {
    expect(highlight('İstanbul TRACES', wordMatcher(['trace']))).toEqual([
      ['İstanbul ', false],
      ['TRACES', true],
    ]);
    expect(highlight('Über die Spuren', wordMatcher(['über']))).toEqual([
      ['Über', true],
      [' die Spuren', false],
    ]);
  });

  it('marks the longer word where two start at the same place', () => {
    expect(highlight('trace_id here', wordMatcher(['trace', 'trace_id']))).toEqual([
      ['trace_id', true],
      [' here', false],
    ]);
  });
});

describe('snippet', () => {
  const filler = 'lorem ipsum dolor sit amet '.repeat(20);

  it('starts at the text when the match is near the start', () => {
    const parts = snippet(`flush early. ${filler}`, wordMatcher(['flush']));
    expect(parts[0]).toEqual(['flush', true]);
    expect(parts.at(-1)).toEqual(['…', false]);
  });

  it('centres on a later match with ellipses on both sides', () => {
    const text = `${filler} call flush() before exit. ${filler}`;
    const parts = snippet(text, wordMatcher(['flush']));
    expect(parts[0]).toEqual(['…', false]);
    expect(parts.at(-1)).toEqual(['…', false]);
    expect(parts.some(([value, matched]) => matched && value === 'flush')).toBe(true);
    expect(parts.map(([value]) => value).join('').length).toBeLessThan(200);
  });
});
