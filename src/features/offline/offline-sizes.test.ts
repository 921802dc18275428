import { describe, expect, it } from 'vitest';
import type { OfflineSizes, PageMapEntry } from '../../../build-content/bundle-format';
import { formatBytes, pageMapPartsOf, planSave, saveChoices } from './offline-sizes';

const sizes: OfflineSizes = {
  pages: {
    '/docs': 100,
    '/docs/tracing': 200,
    '/docs/tracing-features': 50,
    '/docs/tracing-features/sessions': 300,
    '/docs/tracing-features/tags': 400,
    '/faq': 1000,
  },
  shared: {
    'page-map.en-US.json': 7,
    'search/en-US.json': 11,
    'search/en-US.head.json': 3,
    'page-map.de.json': 999,
  },
};

const pageMap: PageMapEntry[] = [
  {
    name: 'docs',
    route: '/docs',
    title: 'Docs',
    type: 'page',
    display: 'normal',
    children: [
      {
        name: 'tracing-features',
        route: '/docs/tracing-features',
        title: 'Tracing features',
        type: 'doc',
        display: 'normal',
        children: [],
      },
    ],
  },
];

describe('save for offline plans', () => {
  it('offers the section and the whole area for a page two levels down', () => {
    expect(saveChoices('/docs/tracing-features/sessions', pageMap)).toEqual([
      { prefix: '/docs/tracing-features', label: 'Tracing features' },
      { prefix: '/docs', label: 'All of Docs' },
    ]);
    expect(saveChoices('/docs/tracing', pageMap)).toEqual([
      { prefix: '/docs', label: 'All of Docs' },
    ]);
  });

  it('sums the section pages plus its locale page map and search chunks', () => {
    const plan = planSave(sizes, {
      buildId: 'b1',
      locale: 'en-US',
      prefix: '/docs/tracing-features',
      label: 'Tracing features',
    });
    // "/docs/tracing" is not under "/docs/tracing-features" though it shares the text prefix.
    expect(plan.routes).toEqual([
      '/docs/tracing-features',
      '/docs/tracing-features/sessions',
      '/docs/tracing-features/tags',
    ]);
    expect(plan.bytes).toBe(50 + 300 + 400 + 7 + 11 + 3);
    expect(plan.urls).toEqual([
      '/_content/b1/pages/docs/tracing-features.json',
      '/_content/b1/pages/docs/tracing-features/sessions.json',
      '/_content/b1/pages/docs/tracing-features/tags.json',
      '/_content/b1/page-map.en-US.json',
      '/_content/b1/search/en-US.json',
      '/_content/b1/search/en-US.head.json',
    ]);
    const all = planSave(sizes, { buildId: 'b1', locale: 'en-US', prefix: '/docs', label: 'x' });
    expect(all.routes).toHaveLength(5);
    expect(all.bytes).toBe(1050 + 21);
  });

  it('stores every shard, page fragment, list and the first-key titles of a sharded locale, not its full chunk', () => {
    const sharded: OfflineSizes = {
      ...sizes,
      searchShards: {
        'en-US': { bytes: 500, layout: { shards: 2, completions: 1, pages: 2, typo: ['5'] } },
      },
    };
    const plan = planSave(sharded, {
      buildId: 'b1',
      locale: 'en-US',
      prefix: '/docs/tracing',
      label: 'Tracing',
    });
    expect(plan.bytes).toBe(200 + 7 + 500);
    expect(plan.urls).toEqual([
      '/_content/b1/pages/docs/tracing.json',
      '/_content/b1/page-map.en-US.json',
      '/_content/b1/search/en-US/index.json',
      '/_content/b1/search/en-US/titles.json',
      '/_content/b1/search/en-US/t/0.json',
      '/_content/b1/search/en-US/t/1.json',
      '/_content/b1/search/en-US/c/0.json',
      '/_content/b1/search/en-US/p/0.json',
      '/_content/b1/search/en-US/p/1.json',
      '/_content/b1/search/en-US/typo/5.json',
    ]);
  });

  it('stores every part of a split page map instead of the whole map', () => {
    expect(pageMapPartsOf({ pageMapParts: { 'en-US': ['/docs'] } }, 'en-US')).toEqual(['', 'docs']);
    expect(pageMapPartsOf({}, 'en-US')).toEqual([]);
    const split: OfflineSizes = {
      ...sizes,
      shared: { ...sizes.shared, 'page-map.en-US.rest.json': 2, 'page-map.en-US/docs.json': 5 },
    };
    const plan = planSave(split, {
      buildId: 'b1',
      locale: 'en-US',
      prefix: '/faq',
      label: 'FAQ',
      parts: ['', 'docs'],
    });
    expect(plan.bytes).toBe(1000 + 2 + 5 + 11 + 3);
    expect(plan.urls).toEqual([
      '/_content/b1/pages/faq.json',
      '/_content/b1/page-map.en-US.rest.json',
      '/_content/b1/page-map.en-US/docs.json',
      '/_content/b1/search/en-US.json',
      '/_content/b1/search/en-US.head.json',
    ]);
  });

  it('formats sizes for people', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(84 * 1024)).toBe('84 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
