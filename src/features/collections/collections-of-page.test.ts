import { describe, expect, it } from 'vitest';
import { collectionsOfPage } from './collections-of-page';

describe('collectionsOfPage', () => {
  it('finds every CollectionIndex at any depth, once', () => {
    expect(
      collectionsOfPage([
        ['h1', {}, 'Blog'],
        ['div', {}, ['CollectionIndex', { collection: 'blog' }], ['p', {}, 'x']],
        ['CollectionIndex', { collection: 'blog' }],
        ['CollectionIndex', { collection: 'changelog' }],
      ]),
    ).toEqual(['blog', 'changelog']);
  });

  it('is empty for pages without an index', () => {
    expect(collectionsOfPage([['p', {}, 'text'], 'plain'])).toEqual([]);
  });
});
