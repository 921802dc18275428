import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderAddsPercent, readPrerenderTiming } from './build-share';

describe('prerenderAddsPercent', () => {
  it('weighs the step against the build without it', () => {
    // 100 s build of which 20 s prerender: the other 80 s grew by a quarter.
    expect(prerenderAddsPercent(100_000, 20_000)).toBe(25);
    expect(prerenderAddsPercent(140_000, 40_000)).toBe(40);
    expect(prerenderAddsPercent(50_000, 0)).toBe(0);
  });

  it('refuses timings that cannot come from one build', () => {
    expect(() => prerenderAddsPercent(10_000, 10_000)).toThrow();
    expect(() => prerenderAddsPercent(10_000, Number.NaN)).toThrow();
  });
});

describe('readPrerenderTiming', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prerender-timing-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads what the build wrote and rejects an incomplete file', () => {
    const file = path.join(dir, 'timing.json');
    writeFileSync(file, JSON.stringify({ stepMs: 9, serverBuildMs: 4, pagesMs: 5, pages: 300 }));
    expect(readPrerenderTiming(file)).toEqual({
      stepMs: 9,
      serverBuildMs: 4,
      pagesMs: 5,
      pages: 300,
    });
    writeFileSync(file, JSON.stringify({ stepMs: 9 }));
    expect(() => readPrerenderTiming(file)).toThrow(/serverBuildMs/);
  });
});
