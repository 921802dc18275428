import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance';

describe('editDistanceWithin', () => {
  it('counts a missing, extra, wrong or swapped letter as one edit', () => {
    expect(editDistanceWithin('datset', 'dataset', 2)).toBe(1);
    expect(editDistanceWithin('datasset', 'dataset', 2)).toBe(1);
    expect(editDistanceWithin('dataswt', 'dataset', 2)).toBe(1);
    expect(editDistanceWithin('obsevre', 'observe', 2)).toBe(1);
    expect(editDistanceWithin('promtp', 'prompt', 2)).toBe(1);
    expect(editDistanceWithin('observe', 'observe', 2)).toBe(0);
  });

  it('adds up several edits and stops past the limit', () => {
    expect(editDistanceWithin('halucinaton', 'hallucination', 2)).toBe(2);
    expect(editDistanceWithin('halucinaton', 'hallucination', 1)).toBe(2);
    expect(editDistanceWithin('trace', 'prompt', 2)).toBe(3);
    expect(editDistanceWithin('span', 'spans-and-more', 2)).toBe(3);
  });

  it('gives the same answer with long words after short ones', () => {
    const long = 'a'.repeat(60);
    expect(editDistanceWithin(long, `${long}b`, 1)).toBe(1);
    expect(editDistanceWithin('ab', 'ba', 1)).toBe(1);
  });
});
