import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flush, offlineLoader } from '../../test/offline-loader';
import InteractiveTabs from './interactive-tabs';
import { TabsPanel, tabsWithWidget } from './tabs';

/** Lets the failed import settle and the boundary put the static tabs back, several times over. */
async function settle() {
  for (let round = 0; round < 5; round++) {
    await flush();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('Tabs whose widget cannot be loaded', () => {
  it('stay static markup with focus where the reader put it, and load on a reach once online', async () => {
    // The widget's chunk cannot be fetched (offline, or gone after a deploy).
    const { load, goOnline } = offlineLoader(InteractiveTabs);
    const Tabs = tabsWithWidget(load);
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Tabs items={['npm', 'pnpm', 'bun']}>
          <TabsPanel>npm install</TabsPanel>
          <TabsPanel>pnpm add</TabsPanel>
          <TabsPanel>bun add</TabsPanel>
        </Tabs>
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    // Tab into the group: focusing it asks for the widget, whose import fails.
    await user.tab();
    await settle();

    const npm = screen.getByRole('tab', { name: 'npm' });
    expect(npm).toHaveFocus();
    expect(document.querySelector('.tabs')).not.toHaveAttribute('data-interactive');
    // Settled: focus given back is not a new reach, so nothing is asked for again and again.
    const asked = load.mock.calls.length;
    await settle();
    expect(load.mock.calls.length).toBe(asked);
    expect(screen.getByRole('tab', { name: 'npm' })).toBe(npm);

    // The static tabs' own keys still work.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('pnpm add')).toBeVisible();

    // Back online, the next reach loads the widget, which keeps the tab chosen and its focus.
    goOnline();
    fireEvent.pointerOver(document.querySelector('.tabs') as Element);
    await waitFor(() =>
      expect(document.querySelector('.tabs')).toHaveAttribute('data-interactive'),
    );
    expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveFocus();
  });
});
