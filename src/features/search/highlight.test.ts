import { describe, expect, it } from 'vitest';
import { highlight, highlightPattern, snippet } from './highlight';

describe('highlight', () => {
  it('marks whole words and words the query starts', () => {
    const pattern = highlightPattern(['obs', 'trace']);
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
    expect(highlight('call get_client()', highlightPattern(['client']))).toEqual([
      ['call get_', false],
      ['client', true],
      ['()', false],
    ]);
    expect(highlight('call get_client()', highlightPattern(['get_client']))).toEqual([
      ['call ', false],
      ['get_client', true],
      ['()', false],
    ]);
  });

  it('does not mark matches inside a word', () => {
    expect(highlight('subtrace', highlightPattern(['trace']))).toEqual([['subtrace', false]]);
  });

  it('leaves text unmarked without words', () => {
    expect(highlightPattern([])).toBeNull();
    expect(highlight('text', null)).toEqual([['text', false]]);
  });
});

describe('snippet', () => {
  const filler = 'lorem ipsum dolor sit amet '.repeat(20);

  it('starts at the text when the match is near the start', () => {
    const parts = snippet(`flush early. ${filler}`, highlightPattern(['flush']));
    expect(parts[0]).toEqual(['flush', true]);
    expect(parts.at(-1)).toEqual(['…', false]);
  });

  it('centres on a later match with ellipses on both sides', () => {
    const text = `${filler} call flush() before exit. ${filler}`;
    const parts = snippet(text, highlightPattern(['flush']));
    expect(parts[0]).toEqual(['…', false]);
    expect(parts.at(-1)).toEqual(['…', false]);
    expect(parts.some(([value, matched]) => matched && value === 'flush')).toBe(true);
    expect(parts.map(([value]) => value).join('').length).toBeLessThan(200);
  });
});
