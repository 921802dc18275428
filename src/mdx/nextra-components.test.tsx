import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { TreeNode } from '../../build-content/bundle-format';
import { PageBody } from './page-body';

function renderTree(tree: TreeNode[]) {
  return render(
    <MemoryRouter>
      <PageBody tree={tree} />
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('JSX-valued props ({"$tree": …})', () => {
  it('renders a tree prop as content: a card icon and a title with markup', () => {
    const { container } = renderTree([
      [
        'Card',
        {
          href: '/guide',
          icon: { $tree: [['svg', { viewBox: '0 0 24 24' }, ['path', { d: 'M4 12h16' }]]] },
          title: { $tree: ['Quick ', ['em', null, 'start']] },
        },
      ],
    ]);
    const link = screen.getByRole('link', { name: /Quick start/ });
    expect(link).toHaveAttribute('href', '/guide');
    expect(link.querySelector('.cards-card-icon svg path')).toHaveAttribute('d', 'M4 12h16');
    expect(link.querySelector('em')).toHaveTextContent('start');
    expect(container).not.toHaveTextContent('$tree');
  });

  it('renders tree props inside arrays, and leaves plain JSON props alone', () => {
    renderTree([
      [
        'Tabs',
        { items: [{ $tree: [['strong', null, 'Python']] }, 'JS'] },
        ['Tabs.Tab', null, 'py'],
        ['Tabs.Tab', null, 'js'],
      ],
      ['Callout', { type: 'info', emoji: { $tree: [['b', null, '!']] } }, 'Careful'],
    ]);
    expect(screen.getByRole('tab', { name: 'Python' }).querySelector('strong')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'JS' })).toBeInTheDocument();
    expect(screen.getByRole('note').querySelector('.callout-icon b')).toHaveTextContent('!');
  });
});

describe('Nextra components', () => {
  it('Bleed widens its content; full spans the viewport', () => {
    const { container } = renderTree([
      ['Bleed', null, 'wide'],
      ['Bleed', { full: true }, 'full'],
    ]);
    const blocks = container.querySelectorAll('.bleed');
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toHaveClass('bleed-full');
  });

  it('Banner is dismissed with its button and stays dismissed under its storage key', async () => {
    const first = renderTree([['Banner', { storageKey: 'release-2' }, 'Version 2 is out.']]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Version 2 is out.')).toBeNull();
    expect(localStorage.getItem('release-2')).toBe('0');
    first.unmount();
    renderTree([['Banner', { storageKey: 'release-2' }, 'Version 2 is out.']]);
    expect(screen.queryByText('Version 2 is out.')).toBeNull();
  });

  it('Banner without dismissible: false has no button', () => {
    renderTree([['Banner', { dismissible: false }, 'Always here.']]);
    expect(screen.getByText('Always here.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Collapse shows its content while open and hides it when closed', () => {
    renderTree([
      ['Collapse', { isOpen: true }, 'open part'],
      ['Collapse', { isOpen: false }, 'closed part'],
    ]);
    expect(screen.getByText('open part')).toBeVisible();
    expect(screen.getByText('closed part')).not.toBeVisible();
  });

  it('an iframe renders lazy and sandboxed, the strictest sandbox when none came with it', () => {
    const { container } = renderTree([
      ['iframe', { src: 'https://stackblitz.com/edit/x', title: 'Demo', sandbox: 'allow-scripts' }],
      ['iframe', { src: 'https://codesandbox.io/embed/y', title: 'Other' }],
    ]);
    const frames = container.querySelectorAll('iframe');
    expect(frames[0]).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frames[0]).toHaveAttribute('loading', 'lazy');
    expect(frames[1]).toHaveAttribute('sandbox', '');
    expect(screen.getByTitle('Demo')).toBe(frames[0]);
  });
});
