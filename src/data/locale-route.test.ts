import { describe, expect, it } from 'vitest';
import { splitLocale, switchLocalePath } from './locale-route';

const manifest = {
  defaultLocale: 'en-US',
  locales: [
    { locale: 'en-US', name: 'English', direction: 'ltr' as const },
    { locale: 'ja', name: '日本語', direction: 'ltr' as const },
  ],
};

describe('splitLocale', () => {
  it('reads the locale prefix of non-default locales', () => {
    expect(splitLocale('/ja/docs/tracing', manifest)).toEqual({
      locale: 'ja',
      route: '/ja/docs/tracing',
      baseRoute: '/docs/tracing',
    });
    expect(splitLocale('/ja', manifest).baseRoute).toBe('/');
  });

  it('treats unprefixed paths as the default locale and trims trailing slashes', () => {
    expect(splitLocale('/docs/', manifest)).toEqual({
      locale: 'en-US',
      route: '/docs',
      baseRoute: '/docs',
    });
    expect(splitLocale('/', manifest).route).toBe('/');
  });
});

describe('switchLocalePath', () => {
  it('replaces, adds or removes the locale segment', () => {
    expect(switchLocalePath('/docs/tracing', 'ja', manifest)).toBe('/ja/docs/tracing');
    expect(switchLocalePath('/ja/docs/tracing', 'en-US', manifest)).toBe('/docs/tracing');
    expect(switchLocalePath('/ja', 'en-US', manifest)).toBe('/');
    expect(switchLocalePath('/', 'ja', manifest)).toBe('/ja');
  });
});
