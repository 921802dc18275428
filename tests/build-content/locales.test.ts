import { describe, expect, it } from 'vitest';
import { buildFixture } from './helpers.ts';

describe('locales', () => {
  it('understands Nextra 2 suffix files (page.en.mdx, _meta.en.json) without _locales.json', async () => {
    const bundle = await buildFixture('nextra-suffix');
    expect(bundle.output.locales.map((entry) => entry.locale)).toEqual(['de', 'en']);
    expect(bundle.output.defaultLocale).toBe('en');
    expect(bundle.output.routes).toEqual([
      '/',
      '/de',
      '/de/docs/intro',
      '/de/docs/setup',
      '/docs/intro',
      '/docs/setup',
    ]);
    expect(bundle.page('/de').title).toBe('Startseite');
    expect(bundle.page('/de/docs/setup').title).toBe('Einrichtung');
    expect(bundle.page('/de/docs/intro')).toMatchObject({ title: 'Intro', locale: 'de' });
    expect(bundle.pageMap('de').map((entry) => [entry.name, entry.title])).toEqual([
      ['index', 'Start'],
      ['docs', 'Dokumentation'],
    ]);
    expect(bundle.pageMap('en').map((entry) => entry.title)).toEqual(['Home', 'Documentation']);
    expect(bundle.has('_source/pages/de/docs/setup.mdx')).toBe(true);
  });
});
