import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../../build-content/bundle-format';
import { routeInLocale } from '../../data/locale-route';
import { pageCardParts } from './page-card-parts';

const manifest = {
  defaultLocale: 'en',
  pageMapParts: { en: ['/docs', '/integrations'], ja: ['/ja/docs', '/ja/integrations'] },
};

const tree: TreeNode[] = [
  ['h1', null, 'Start'],
  ['PageCards', { folder: '/integrations/frameworks' }],
  ['div', null, ['PageCards', { folder: '/docs/tracing', num: 2 }]],
  ['PageCards', { folder: '/about' }],
];

describe('pageCardParts', () => {
  it('names the parts of other sections that a page lists folders of, its own left out', () => {
    expect(pageCardParts(tree, manifest, 'en', '/docs/get-started')).toEqual(['', 'integrations']);
    expect(pageCardParts(tree, manifest, 'en', '/integrations')).toEqual(['', 'docs']);
    expect(pageCardParts(tree, manifest, 'ja', '/ja/docs/get-started')).toEqual([
      '',
      'integrations',
    ]);
  });

  it('names none where the map is read whole, or the page lists no cards', () => {
    expect(pageCardParts(tree, { defaultLocale: 'en' }, 'en', '/docs')).toEqual([]);
    expect(pageCardParts([['p', null, 'x']], manifest, 'en', '/docs')).toEqual([]);
  });

  it('reads a folder in the page locale', () => {
    expect(routeInLocale('/docs/x', 'en', manifest)).toBe('/docs/x');
    expect(routeInLocale('/docs/x', 'ja', manifest)).toBe('/ja/docs/x');
  });
});
