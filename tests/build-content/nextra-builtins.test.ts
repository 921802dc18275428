import { describe, expect, it } from 'vitest';
import { buildFixture } from './helpers.ts';
import { elementsOf } from './tree-query.ts';

describe('Next.js and Nextra built-in components', () => {
  it('maps next/link, next/image and the nextra components without a warning', async () => {
    const bundle = await buildFixture('nextra-builtins');
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings).toEqual([]);
  });

  it('renders next/link as <a> and next/image and nextra Image as <img> with their size', async () => {
    const tree = (await buildFixture('nextra-builtins')).page('/').tree;
    expect(elementsOf(tree, 'a')).toEqual([
      ['a', { className: 'more', href: '/other' }, 'Other page'],
    ]);
    expect(elementsOf(tree, 'img')).toEqual([
      ['img', { alt: 'A screenshot', height: 360, src: '/shot.png', width: 640 }],
      ['img', { alt: 'Diagram', src: '/diagram.png', width: 320 }],
    ]);
  });

  it('maps nextra and nextra-theme-docs components to ours, Table parts to table elements', async () => {
    const tree = (await buildFixture('nextra-builtins')).page('/').tree;
    expect(elementsOf(tree, 'Bleed')).toEqual([['Bleed', { full: true }, 'Wide content.']]);
    expect(elementsOf(tree, 'Banner')).toEqual([
      ['Banner', { dismissible: true, storageKey: 'release-2' }, 'Version 2 is out.'],
    ]);
    expect(elementsOf(tree, 'Collapse')).toEqual([
      ['Collapse', { isOpen: true }, 'Shown while open.'],
    ]);
    expect(elementsOf(tree, 'Callout').map((callout) => callout[1])).toEqual([
      { type: 'warning' },
      { emoji: '💡' },
    ]);
    expect(elementsOf(tree, 'Card')).toHaveLength(1);
    expect(elementsOf(tree, 'Cards.Card')).toHaveLength(1);
    expect(elementsOf(tree, 'FileTree.File')).toHaveLength(1);
    expect(elementsOf(tree, 'Steps')).toHaveLength(1);
    expect(elementsOf(tree, 'Tabs')).toHaveLength(2);
    expect(elementsOf(tree, 'Tabs.Tab').length + elementsOf(tree, 'Tab').length).toBe(3);
    expect(elementsOf(tree, 'Table')).toEqual([]);
    expect(elementsOf(tree, 'table')).toHaveLength(2);
    expect(elementsOf(tree, 'th').map((cell) => cell[2])).toEqual(['Name', 'Old']);
    expect(elementsOf(tree, 'td').map((cell) => cell[2])).toEqual(['Value', 'Nextra 2']);
    expect(elementsOf(tree, 'tr')).toHaveLength(3);
  });
});
