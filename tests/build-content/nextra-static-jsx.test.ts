import { describe, expect, it } from 'vitest';
import { buildFixture } from './helpers.ts';
import { brief, elementsOf, textOf } from './tree-query.ts';

describe('static JSX and constant expressions', () => {
  it('keeps JSX written as {expressions} in children: headings get ids and TOC entries', async () => {
    const bundle = await buildFixture('nextra-static-jsx');
    const page = bundle.page('/');
    const steps = elementsOf(page.tree, 'Steps')[0];
    expect(elementsOf([steps], 'h3')).toEqual([
      ['h3', { id: 'install-the-sdk' }, 'Install the SDK'],
      ['h3', { className: 'step-title', id: 'send-a-trace' }, 'Send a trace'],
    ]);
    expect(page.toc).toEqual([
      { id: 'install-the-sdk', value: 'Install the SDK', depth: 3 },
      { id: 'send-a-trace', value: 'Send a trace', depth: 3 },
    ]);
    expect(elementsOf(page.tree, 'Callout').map((callout) => callout[1]?.type)).toEqual([
      'info',
      'warning',
    ]);
    expect(elementsOf(page.tree, 'strong')).toEqual([['strong', null, 'bold']]);
    expect(textOf(page.tree)).toContain('Inline bold and spaced text.');
  });

  it('turns JSX-valued attributes into {"$tree": nodes} props', async () => {
    const bundle = await buildFixture('nextra-static-jsx');
    const cards = elementsOf(bundle.page('/').tree, 'Card');
    expect(cards[0][1]).toEqual({
      href: '/guide',
      icon: {
        $tree: [
          [
            'svg',
            { 'aria-hidden': 'true', strokeWidth: 2, viewBox: '0 0 24 24' },
            ['path', { d: 'M4 12h16' }],
          ],
        ],
      },
      title: { $tree: ['Quick ', ['em', null, 'start']] },
    });
    expect(cards[1][1]).toEqual({
      href: '/guide',
      icon: { $tree: [['span', null, '🧭']] },
      title: 'Guide',
    });
    expect(elementsOf(bundle.page('/').tree, 'Callout')[0][1]).toEqual({
      emoji: { $tree: [['b', null, '!']] },
      type: 'info',
    });
  });

  it('evaluates constant arithmetic, unary minus, parentheses and plain template literals', async () => {
    const bundle = await buildFixture('nextra-static-jsx');
    const page = bundle.page('/');
    expect(elementsOf(page.tree, 'Cards')[0][1]).toEqual({ num: 2 });
    expect(textOf(elementsOf(page.tree, 'Callout')[0].slice(2) as never)).toContain(
      `Ratio ${16 / 9}, width 640, offset -5, label plain, power 1024, rest 3, joined ab.`,
    );
    expect(textOf(bundle.page('/guide').tree)).toContain('Still static: x and 9.');
    expect(elementsOf(bundle.page('/guide').tree, 'code')).toEqual([['code', null, 'x']]);
  });

  it('builds the static pages without a warning and still reports code that must run', async () => {
    const bundle = await buildFixture('nextra-static-jsx');
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings.map(brief)).toEqual([
      'dynamic.mdx:3:1 expression {items.map((item) => <li>{item}</li>)} needs code to run and was dropped',
      'dynamic.mdx:5:8 attribute "title" of <span>: "someVariable" is a variable; the attribute was dropped',
    ]);
    expect(elementsOf(bundle.page('/dynamic').tree, 'span')).toEqual([['span', null, 'kept']]);
  });
});
