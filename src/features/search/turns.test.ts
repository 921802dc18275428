import { describe, expect, it } from 'vitest';
import { holdFor, nextTurn } from './turns';

describe('turns', () => {
  it('starts the next slice at once, or once a hold is over', async () => {
    let started = performance.now();
    await nextTurn();
    expect(performance.now() - started).toBeLessThan(30);
    holdFor(60);
    started = performance.now();
    await nextTurn();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});
