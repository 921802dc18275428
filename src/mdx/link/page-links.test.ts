import { describe, expect, it } from 'vitest';
import { linkFolder } from '../../../build-content/link-route';
import { resolvePageHref } from './page-links';

describe('relative links in a page', () => {
  it("start from an index page's own route and from any other page's parent", () => {
    expect(linkFolder('/docs', true)).toBe('/docs');
    expect(linkFolder('/docs/tracing', false)).toBe('/docs');
    expect(linkFolder('/ar/guide', false)).toBe('/ar');
    expect(linkFolder('/guide', false)).toBe('/');
    expect(linkFolder('/', true)).toBe('/');
  });

  it('name the path they mean from that folder', () => {
    expect(resolvePageHref('./resources/benefits/', '/ar')).toBe('/ar/resources/benefits');
    expect(resolvePageHref('get-started', '/docs')).toBe('/docs/get-started');
    expect(resolvePageHref('alpha#first-section', '/docs')).toBe('/docs/alpha#first-section');
    expect(resolvePageHref('../sdk/python?tab=async#setup', '/docs/tracing')).toBe(
      '/docs/sdk/python?tab=async#setup',
    );
    expect(resolvePageHref('./x', '/')).toBe('/x');
    expect(resolvePageHref('../../../x', '/docs')).toBe('/x');
    expect(resolvePageHref('./data/sample.csv', '/docs')).toBe('/docs/data/sample.csv');
  });

  it('keep a path in another script as written', () => {
    expect(resolvePageHref('./دليل#مقدمة', '/ar')).toBe('/ar/دليل#مقدمة');
    expect(resolvePageHref('./設定', '/ja-JP/docs')).toBe('/ja-JP/docs/設定');
  });

  it('leave paths from the root, fragments, queries and other sites as they are', () => {
    for (const href of [
      '/docs/x/',
      '#setup',
      '?q=1',
      'https://example.com/a',
      '//cdn.example/x',
      'mailto:a@b.c',
      '',
    ])
      expect(resolvePageHref(href, '/docs')).toBe(href);
  });
});
