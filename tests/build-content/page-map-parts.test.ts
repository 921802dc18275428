import { describe, expect, it } from 'vitest';
import type { PageMapEntry } from '../../build-content/bundle-format.ts';
import { pageMapParts } from '../../build-content/lib/page-map-parts.ts';

const page = (route: string, title: string): PageMapEntry => ({
  name: route.split('/').at(-1) ?? '',
  route,
  title,
  type: 'doc',
  display: 'normal',
});

const folder = (
  route: string,
  type: PageMapEntry['type'],
  children: PageMapEntry[],
  extra: Partial<PageMapEntry> = {},
): PageMapEntry => ({ ...page(route, route), type, children, ...extra });

const tree: PageMapEntry[] = [
  { ...page('/', 'Home'), type: 'page' },
  folder('/docs', 'page', [page('/docs/a', 'A'), page('/docs/b', 'B')]),
  folder('/blog', 'page', [page('/blog/x', 'X')]),
  folder('/guides', 'doc', [page('/guides/g', 'G')]),
  folder('/shown', 'page', [page('/shown/s', 'S')], { display: 'children' }),
  folder('/empty', 'page', []),
];
const json = JSON.stringify(tree);

describe('pageMapParts', () => {
  it('leaves a map at or below the threshold whole', () => {
    expect(pageMapParts(tree, json, json.length)).toBeNull();
    expect(pageMapParts(tree, json, json.length - 1)).not.toBeNull();
  });

  it('splits off each top-level page folder with pages, keeping every top-level entry', () => {
    const split = pageMapParts(tree, json, 0);
    expect(split?.sections).toEqual(['/docs', '/blog']);
    expect([...(split?.parts.keys() ?? [])]).toEqual(['', 'docs', 'blog']);
    const part = (name: string) => JSON.parse(split?.parts.get(name) ?? '[]') as PageMapEntry[];
    const parts = [part(''), part('docs'), part('blog')];
    for (const each of parts)
      expect(each.map((entry) => entry.route)).toEqual(tree.map((e) => e.route));
    const childrenOf = (part: PageMapEntry[], route: string) =>
      part.find((entry) => entry.route === route)?.children?.map((entry) => entry.route);
    // The rest holds no section's pages; a section's part holds that section's only.
    expect(childrenOf(parts[0], '/docs')).toEqual([]);
    expect(childrenOf(parts[0], '/blog')).toEqual([]);
    expect(childrenOf(parts[1], '/docs')).toEqual(['/docs/a', '/docs/b']);
    expect(childrenOf(parts[1], '/blog')).toEqual([]);
    expect(childrenOf(parts[2], '/blog')).toEqual(['/blog/x']);
    // A doc folder (the sidebar of top-level pages) and a folder shown as its children stay whole.
    for (const each of parts) {
      expect(childrenOf(each, '/guides')).toEqual(['/guides/g']);
      expect(childrenOf(each, '/shown')).toEqual(['/shown/s']);
    }
  });

  it('does not split a map without a section to split off', () => {
    const flat = [page('/a', 'A'), folder('/docs', 'doc', [page('/docs/b', 'B')])];
    expect(pageMapParts(flat, JSON.stringify(flat), 0)).toBeNull();
  });
});
