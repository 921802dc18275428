// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectGarbage } from './build-figures';

describe('collectGarbage', () => {
  it('frees what is no longer reachable at once, without waiting for an allocation', () => {
    const before = process.memoryUsage().heapUsed;
    let garbage: number[][] | null = Array.from({ length: 200 }, () => new Array(50_000).fill(1));
    expect(process.memoryUsage().heapUsed - before).toBeGreaterThan(40_000_000);
    garbage = null;
    collectGarbage();
    expect(garbage).toBeNull();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20_000_000);
  });
});
