import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreeNode } from '../../build-content/bundle-format';
import { loadComponentsOf } from './on-demand/on-demand-components';
import { PageBody } from './page-body';

function renderTree(tree: TreeNode[]) {
  return render(
    <MemoryRouter>
      <PageBody tree={tree} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PageBody', () => {
  it('renders text nodes and nested elements with React props', () => {
    const { container } = renderTree([
      [
        'p',
        { className: 'lead', style: { color: 'red' } },
        'Hello ',
        ['strong', null, 'world'],
        '!',
      ],
      'tail text',
    ]);
    const paragraph = container.querySelector('p.lead');
    expect(paragraph).toHaveTextContent('Hello world!');
    expect((paragraph as HTMLElement).style.color).toBe('red');
    expect(paragraph?.querySelector('strong')).toHaveTextContent('world');
    expect(container).toHaveTextContent('tail text');
  });

  it('passes aria-* and data-* props through', () => {
    renderTree([['span', { 'aria-label': 'note', 'data-kind': 'x' }, 'x']]);
    const span = screen.getByLabelText('note');
    expect(span).toHaveAttribute('data-kind', 'x');
  });

  it('renders void elements without children', () => {
    const { container } = renderTree([
      ['p', null, 'a', ['br', null], 'b'],
      ['hr', null],
      ['img', { src: '/a.png', alt: 'A chart', width: 400, height: 200 }, 'ignored'],
    ]);
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('hr')).not.toBeNull();
    const image = screen.getByAltText('A chart');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(container).not.toHaveTextContent('ignored');
  });

  it('renders the children of an unknown component and warns once in dev', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderTree([
      ['Sparkles', { intensity: 3 }, ['p', null, 'inside']],
      ['Sparkles', null, 'again'],
    ]);
    expect(container).toHaveTextContent('inside');
    expect(container).toHaveTextContent('again');
    expect(container.querySelector('[intensity]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Sparkles');
  });

  it('maps component names, including dotted ones, through the component map', async () => {
    const tree: TreeNode[] = [
      ['Callout', { type: 'warning' }, ['p', null, 'Careful']],
      [
        'FileTree',
        null,
        [
          'FileTree.Folder',
          { name: 'src', defaultOpen: true },
          ['FileTree.File', { name: 'main.py' }],
        ],
      ],
    ];
    // FileTree loads with the pages that use it, as the page's data does.
    await loadComponentsOf(tree);
    renderTree(tree);
    expect(screen.getByRole('note', { name: 'Warning' })).toHaveTextContent('Careful');
    expect(screen.getByText('main.py')).toBeVisible();
  });

  it('renders on the server without a window', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <MemoryRouter>
        <PageBody
          tree={[
            ['h2', { id: 'intro' }, 'Intro'],
            ['Tabs', { items: ['A', 'B'] }, ['Tab', null, 'first'], ['Tab', null, 'second']],
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('id="intro"');
    expect(html).toContain('first');
  });
});
