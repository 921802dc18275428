import { describe, expect, it } from 'vitest';
import { pageMapPartsOf } from '../features/offline/offline-sizes';
import { pageMapPartOf } from './page-map-part';

const manifest = { pageMapParts: { en: ['/docs', '/blog'], ja: ['/ja/docs'] } };

describe('pageMapPartOf', () => {
  it('names the part of the section a route is in, and part 0 for any other route', () => {
    expect(pageMapPartOf(manifest, 'en', '/docs')).toBe(1);
    expect(pageMapPartOf(manifest, 'en', '/docs/tracing/sessions')).toBe(1);
    expect(pageMapPartOf(manifest, 'en', '/blog/launch')).toBe(2);
    expect(pageMapPartOf(manifest, 'en', '/')).toBe(0);
    // A route that only starts with a section's name is not in it.
    expect(pageMapPartOf(manifest, 'en', '/docs-archive/a')).toBe(0);
    expect(pageMapPartOf(manifest, 'ja', '/ja/docs/a')).toBe(1);
  });

  it('reads a locale that is not split whole', () => {
    expect(pageMapPartOf(manifest, 'de', '/de/docs')).toBeUndefined();
    expect(pageMapPartOf({}, 'en', '/docs')).toBeUndefined();
    expect(pageMapPartsOf(manifest, 'en')).toEqual([0, 1, 2]);
    expect(pageMapPartsOf({}, 'en')).toEqual([]);
  });
});
