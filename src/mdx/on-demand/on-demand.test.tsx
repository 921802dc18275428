import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';
import { loadAllComponents, loadComponentsOf, onDemandComponents } from './on-demand-components';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('onDemand', () => {
  it('loaded first, renders at once and hydrates the server markup without a mismatch', async () => {
    const { Component, load } = onDemand(() => Promise.resolve(Greeting));
    await load();
    const html = renderToString(<Component name="Ada" />);
    expect(html).toContain('Hello <!-- -->Ada');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Component name="Ada" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    container.remove();
  });

  it('rendered before its code is in, shows nothing until it is', async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const importer = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const { Component } = onDemand(importer);
    render(<Component name="Grace" />);
    expect(screen.queryByText(/Hello/)).toBeNull();
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Hello Grace')).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed download is tried again by the next load', async () => {
    const importer = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const { load } = onDemand(importer);
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBeUndefined();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('loadComponentsOf', () => {
  it('loads the on-demand components a tree names, in children and in content props', async () => {
    const pricing = vi.spyOn(onDemandComponents.PricingTable, 'load');
    const fileTree = vi.spyOn(onDemandComponents['FileTree.File'], 'load');
    const cookbook = vi.spyOn(onDemandComponents.CookbookIndex, 'load');
    await loadComponentsOf([
      ['div', null, ['PricingTable', null], ['PricingTable', null]],
      ['Card', { icon: { $tree: [['FileTree.File', { name: 'a.py' }]] } }],
      ['p', { className: 'constructor' }, 'text'],
      ['constructor', null],
    ]);
    expect(pricing).toHaveBeenCalledTimes(1);
    expect(fileTree).toHaveBeenCalledTimes(1);
    expect(cookbook).not.toHaveBeenCalled();
  });
});

describe('loadAllComponents', () => {
  it('starts the code of every on-demand component', async () => {
    const loads = Object.values(onDemandComponents).map((component) =>
      vi.spyOn(component, 'load').mockClear().mockResolvedValue(),
    );
    await loadAllComponents();
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
  });
});
