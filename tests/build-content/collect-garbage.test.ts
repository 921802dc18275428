// @vitest-environment node
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { collectGarbage } from '../../build-content/lib/collect-garbage.ts';
import { fixtures, testSiteConfig } from './helpers.ts';

const collections = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../build-content/lib/collect-garbage.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../build-content/lib/collect-garbage.ts')>();
  return {
    collectGarbage: () => {
      collections.count += 1;
      real.collectGarbage();
    },
  };
});

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

  it('runs between the phases of a one-off build: before the routes, after each locale, before hashing; never in a watcher', async () => {
    const { ContentBuilder } = await import('../../build-content/lib/builder.ts');
    const options = {
      contentDir: path.join(fixtures, 'site'),
      cacheDir: false as const,
      publicDir: false as const,
      siteConfig: testSiteConfig,
      workers: 0,
    };
    const watching = new ContentBuilder(options);
    const once = new ContentBuilder({ ...options, once: true });
    try {
      collections.count = 0;
      await watching.build();
      await watching.build();
      expect(collections.count).toBe(0);
      const { locales } = await once.build();
      expect(collections.count).toBe(locales.length + 2);
    } finally {
      await watching.close();
      await once.close();
    }
  });
});
