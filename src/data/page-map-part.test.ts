import { describe, expect, it } from 'vitest';
import { pageMapUrl } from './content-urls';
import { pageMapPartOf } from './page-map-part';

const manifest = { pageMapParts: { en: ['/docs', '/blog'], ja: ['/ja/docs'] } };

describe('pageMapPartOf', () => {
  it('names the part of the section a route is in, and the rest for any other route', () => {
    expect(pageMapPartOf(manifest, 'en', '/docs')).toBe('docs');
    expect(pageMapPartOf(manifest, 'en', '/docs/tracing/sessions')).toBe('docs');
    expect(pageMapPartOf(manifest, 'en', '/blog/launch')).toBe('blog');
    expect(pageMapPartOf(manifest, 'en', '/')).toBe('');
    // A route that only starts with a section's name is not in it.
    expect(pageMapPartOf(manifest, 'en', '/docs-archive/a')).toBe('');
    expect(pageMapPartOf(manifest, 'ja', '/ja/docs/a')).toBe('docs');
  });

  it('reads a locale that is not split whole', () => {
    expect(pageMapPartOf(manifest, 'de', '/de/docs')).toBeUndefined();
    expect(pageMapPartOf({}, 'en', '/docs')).toBeUndefined();
  });

  it('names each part by its section, so a part means the same section in every build', () => {
    expect(pageMapUrl('b1', 'en')).toBe('/_content/b1/page-map.en.json');
    expect(pageMapUrl('b1', 'en', '')).toBe('/_content/b1/page-map.en.rest.json');
    expect(pageMapUrl('b1', 'ja', 'docs')).toBe('/_content/b1/page-map.ja/docs.json');
  });
});
