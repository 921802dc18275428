import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANG_TABS_STORAGE_KEY, LangTabs } from './lang-tabs';
import { StaticTabs } from './static-tabs';
import { Tabs, TabsPanel } from './tabs';
import { useTabsModel } from './tabs-model';

function ThreeTabs(props: Partial<Parameters<typeof Tabs>[0]>) {
  return (
    <Tabs items={['npm', { label: 'yarn', disabled: true }, 'pnpm', 'bun']} {...props}>
      <TabsPanel>npm install</TabsPanel>
      <TabsPanel>yarn add</TabsPanel>
      <TabsPanel>pnpm add</TabsPanel>
      <TabsPanel>bun add</TabsPanel>
    </Tabs>
  );
}

/**
 * Tab groups stay static markup until the reader reaches for them: point at
 * every group, then wait until each one is the Headless UI widget.
 */
async function interactive() {
  for (const group of document.querySelectorAll('.tabs:not([data-interactive])')) {
    fireEvent.pointerOver(group);
  }
  await waitFor(() => {
    const groups = document.querySelectorAll('.tabs');
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group).toHaveAttribute('data-interactive');
  });
}

const selected = () => screen.getByRole('tab', { selected: true });
const visiblePanel = () => screen.getByRole('tabpanel');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('Tabs', () => {
  it('renders tabs with roles and shows the first panel', async () => {
    render(<ThreeTabs />);
    await interactive();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(selected()).toHaveTextContent('npm');
    expect(visiblePanel()).toHaveTextContent('npm install');
    expect(screen.getByRole('tab', { name: 'yarn' })).toBeDisabled();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await interactive();
    await user.click(screen.getByRole('tab', { name: 'pnpm' }));
    expect(selected()).toHaveTextContent('pnpm');
    expect(visiblePanel()).toHaveTextContent('pnpm add');
  });

  it('moves with arrows, skipping disabled tabs and wrapping around', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await interactive();
    await user.click(screen.getByRole('tab', { name: 'npm' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('pnpm');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('bun');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('npm');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('bun');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selected()).toHaveTextContent('npm');
  });

  it('jumps with Home, End, PageUp and PageDown', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await interactive();
    await user.click(screen.getByRole('tab', { name: 'pnpm' }));
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('bun');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('npm');
    await user.keyboard('{PageDown}');
    expect(selected()).toHaveTextContent('bun');
    await user.keyboard('{PageUp}');
    expect(selected()).toHaveTextContent('npm');
  });

  it('selects the focused tab with Enter and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ThreeTabs onChange={onChange} />);
    await interactive();
    act(() => screen.getByRole('tab', { name: 'pnpm' }).focus());
    await user.keyboard('{Enter}');
    expect(selected()).toHaveTextContent('pnpm');
    act(() => screen.getByRole('tab', { name: 'bun' }).focus());
    await user.keyboard(' ');
    expect(selected()).toHaveTextContent('bun');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('honours defaultIndex and a controlled selectedIndex', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<ThreeTabs defaultIndex={2} />);
    await interactive();
    expect(selected()).toHaveTextContent('pnpm');
    rerender(<ThreeTabs key="controlled" selectedIndex={3} onChange={onChange} />);
    await interactive();
    expect(selected()).toHaveTextContent('bun');
    await user.click(screen.getByRole('tab', { name: 'npm' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('ignores whitespace between panels and names tabs from panel titles without items', async () => {
    render(
      <Tabs>
        {'\n'}
        <TabsPanel title="First">one</TabsPanel>
        {'\n'}
        <TabsPanel title="Second">two</TabsPanel>
      </Tabs>,
    );
    await interactive();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['First', 'Second']);
  });

  describe('with storageKey', () => {
    it('persists the choice and restores it on the next mount', async () => {
      const user = userEvent.setup();
      const { unmount } = render(<ThreeTabs storageKey="pm" />);
      await interactive();
      await user.click(screen.getByRole('tab', { name: 'bun' }));
      expect(localStorage.getItem('pm')).toBe('3');
      unmount();
      render(<ThreeTabs storageKey="pm" />);
      await interactive();
      expect(selected()).toHaveTextContent('bun');
    });

    it('follows a change made in another window (storage event)', async () => {
      render(<ThreeTabs storageKey="pm" />);
      await interactive();
      expect(selected()).toHaveTextContent('npm');
      act(() => {
        localStorage.setItem('pm', '2');
        window.dispatchEvent(new StorageEvent('storage', { key: 'pm', newValue: '2' }));
      });
      expect(selected()).toHaveTextContent('pnpm');
    });

    it('keeps every group with the same key in step on one page', async () => {
      const user = userEvent.setup();
      render(
        <>
          <div data-testid="a">
            <ThreeTabs storageKey="pm" />
          </div>
          <div data-testid="b">
            <ThreeTabs storageKey="pm" />
          </div>
        </>,
      );
      await interactive();
      const [firstBun, secondBun] = screen.getAllByRole('tab', { name: 'bun' });
      await user.click(firstBun);
      expect(secondBun).toHaveAttribute('aria-selected', 'true');
    });

    it('ignores a stored index that is out of range or disabled', async () => {
      localStorage.setItem('pm', '1');
      const { unmount } = render(<ThreeTabs storageKey="pm" />);
      await interactive();
      expect(selected()).toHaveTextContent('npm');
      unmount();
      localStorage.setItem('pm', '9');
      render(<ThreeTabs storageKey="pm" />);
      await interactive();
      expect(selected()).toHaveTextContent('npm');
    });
  });
});

function Example() {
  return (
    <LangTabs>
      <TabsPanel>python code</TabsPanel>
      <TabsPanel>js code</TabsPanel>
    </LangTabs>
  );
}

describe('static first render', () => {
  it('renders the same roles and selection on the server, before the widget loads', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<ThreeTabs defaultIndex={2} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const tabs = [...host.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('disabled');
    const panels = [...host.querySelectorAll('[role="tabpanel"]')];
    expect(panels.filter((panel) => !panel.hasAttribute('hidden'))).toHaveLength(1);
    expect(panels[2]).not.toHaveAttribute('hidden');
    expect(host.textContent).toContain('npm install');
  });
});

describe('switch from static markup to the widget', () => {
  it('keeps focus on the tab a reader focused before the widget loaded', async () => {
    // A fresh module graph, so the widget chunk is not loaded yet.
    vi.resetModules();
    const fresh = await import('./tabs');
    render(
      <fresh.Tabs items={['npm', 'pnpm']}>
        <fresh.TabsPanel>npm install</fresh.TabsPanel>
        <fresh.TabsPanel>pnpm add</fresh.TabsPanel>
      </fresh.Tabs>,
    );
    const staticTab = screen.getByRole('tab', { name: 'pnpm' });
    expect(document.querySelector('.tabs')).not.toHaveAttribute('data-interactive');
    act(() => staticTab.focus());
    await interactive();
    const liveTab = screen.getByRole('tab', { name: 'pnpm' });
    expect(liveTab).not.toBe(staticTab);
    expect(liveTab).toHaveFocus();
  });
});

/** The static markup alone, never swapped for the widget. */
function StaticOnly() {
  const model = useTabsModel({
    items: ['npm', { label: 'yarn', disabled: true }, 'pnpm', 'bun'],
    children: ['npm install', 'yarn add', 'pnpm add', 'bun add'].map((text) => (
      <TabsPanel key={text}>{text}</TabsPanel>
    )),
  });
  return <StaticTabs model={model} />;
}

describe('loading the widget on interaction', () => {
  it('stays static markup until the reader points at, touches or focuses the group', async () => {
    render(
      <>
        <div data-testid="pointer">
          <ThreeTabs />
        </div>
        <div data-testid="touch">
          <ThreeTabs />
        </div>
        <div data-testid="focus">
          <ThreeTabs />
        </div>
      </>,
    );
    // Even with the widget's code at hand, nothing switches without the reader.
    await act(() => import('./interactive-tabs'));
    expect(document.querySelectorAll('.tabs[data-interactive]')).toHaveLength(0);

    const group = (id: string) => screen.getByTestId(id).querySelector('.tabs') as HTMLElement;
    fireEvent.pointerOver(group('pointer'));
    await waitFor(() => expect(group('pointer')).toHaveAttribute('data-interactive'));
    fireEvent.touchStart(group('touch'));
    await waitFor(() => expect(group('touch')).toHaveAttribute('data-interactive'));
    expect(group('focus')).not.toHaveAttribute('data-interactive');
    act(() => screen.getAllByRole('tab', { name: 'bun' })[2].focus());
    await waitFor(() => expect(group('focus')).toHaveAttribute('data-interactive'));
  });

  it('handles the widget keys on the static markup, before the widget has loaded', async () => {
    const user = userEvent.setup();
    render(<StaticOnly />);
    act(() => screen.getByRole('tab', { name: 'npm' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('pnpm');
    expect(selected()).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('pnpm add');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toHaveTextContent('npm');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('bun');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('npm');
    await user.keyboard('{PageDown}');
    expect(selected()).toHaveTextContent('bun');
    await user.keyboard('{PageUp}');
    expect(selected()).toHaveTextContent('npm');
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('bun');
    expect(selected()).toHaveFocus();
    act(() => screen.getByRole('tab', { name: 'pnpm' }).focus());
    await user.keyboard('{Enter}');
    expect(selected()).toHaveTextContent('pnpm');
    act(() => screen.getByRole('tab', { name: 'npm' }).focus());
    await user.keyboard(' ');
    expect(selected()).toHaveTextContent('npm');
  });

  it('keeps the tab chosen by keys when the widget takes over, with focus on it', async () => {
    // A fresh module graph, so the widget chunk is not loaded yet.
    vi.resetModules();
    const fresh = await import('./tabs');
    const user = userEvent.setup();
    render(
      <fresh.Tabs items={['npm', { label: 'yarn', disabled: true }, 'pnpm', 'bun']}>
        <fresh.TabsPanel>npm install</fresh.TabsPanel>
        <fresh.TabsPanel>yarn add</fresh.TabsPanel>
        <fresh.TabsPanel>pnpm add</fresh.TabsPanel>
        <fresh.TabsPanel>bun add</fresh.TabsPanel>
      </fresh.Tabs>,
    );
    expect(document.querySelector('.tabs')).not.toHaveAttribute('data-interactive');
    act(() => screen.getByRole('tab', { name: 'npm' }).focus());
    await user.keyboard('{ArrowRight}{End}');
    await interactive();
    expect(selected()).toHaveTextContent('bun');
    expect(selected()).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('bun add');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('npm');
  });
});

describe('LangTabs', () => {
  it('offers Python and JS/TS', async () => {
    render(<Example />);
    await interactive();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Python', 'JS/TS']);
  });

  it('shares one site-wide choice across all instances, now and on later pages', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <Example />
        <Example />
      </>,
    );
    await interactive();
    await user.click(screen.getAllByRole('tab', { name: 'JS/TS' })[0]);
    for (const tab of screen.getAllByRole('tab', { name: 'JS/TS' })) {
      expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    expect(localStorage.getItem(LANG_TABS_STORAGE_KEY)).toBe('1');
    unmount();
    render(<Example />);
    await interactive();
    expect(selected()).toHaveTextContent('JS/TS');
    expect(visiblePanel()).toHaveTextContent('js code');
  });
});
