import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../build-content/bundle-format';
import { COMPONENT_NAMES } from '../../build-content/component-names';
import { components } from './components';
import { isLazyComponent, loadTreeComponents, namesInTree } from './lazy-components';
import { PageBody } from './page-body';

describe('lazy MDX components', () => {
  it('maps every content component name, in the entry or as a lazy chunk', () => {
    const unmapped = COMPONENT_NAMES.filter(
      (name) => !(name in components) && !isLazyComponent(name),
    );
    expect(unmapped).toEqual([]);
  });

  it('finds the names a tree uses, inside JSX props too', () => {
    const tree: TreeNode[] = [
      ['h2', { id: 'a' }, 'A'],
      ['Cards', null, ['Card', { title: { $tree: [['FileTree', null]] } }]],
    ];
    expect([...namesInTree(tree)].sort()).toEqual(['Card', 'Cards', 'FileTree', 'h2']);
  });

  it('renders a page at once, on the server too, once its components are loaded', async () => {
    const tree: TreeNode[] = [['Steps', null, ['h3', null, 'Install'], 'Run pip install.']];
    // A tree rendered before its code is there waits for it instead of rendering half a page.
    const early = renderToString(
      <Suspense fallback={<p>waiting</p>}>
        <PageBody tree={tree} />
      </Suspense>,
    );
    expect(early).toContain('waiting');

    await loadTreeComponents(tree);
    const html = renderToString(<PageBody tree={tree} />);
    expect(html).not.toContain('waiting');
    expect(html).toContain('Run pip install.');
    render(<PageBody tree={tree} />);
    expect(screen.getByRole('heading', { level: 3, name: /Install/ })).toBeInTheDocument();
    expect(document.querySelector('.steps')).toHaveTextContent('Run pip install.');
  });
});
