import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { flush, offlineLoader } from '../test/offline-loader';
import { LazyMenuSlot, type MenuRequest } from './lazy-menu-slot';
import { lazyPart } from './lazy-part';

function Menu({ focusOnMount }: MenuRequest) {
  return (
    <button type="button" data-focus-on-mount={String(focusOnMount)}>
      menu
    </button>
  );
}

describe('LazyMenuSlot', () => {
  it('a menu whose code cannot be fetched leaves the focused look-alike, and the next press loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, goOnline } = offlineLoader(Menu);
    const LazyMenu = lazyPart(load);
    render(
      <LazyMenuSlot className="slot" label="Versions" menu={(request) => <LazyMenu {...request} />}>
        v3
      </LazyMenuSlot>,
    );
    act(() => screen.getByRole('button', { name: 'Versions' }).focus());
    await flush();
    const lookAlike = screen.getByRole('button', { name: 'Versions' });
    expect(lookAlike).toHaveFocus();
    const attempts = load.mock.calls.length;
    // The focus given back is not taken for a new request.
    await flush();
    expect(load).toHaveBeenCalledTimes(attempts);

    goOnline();
    fireEvent.click(lookAlike);
    await flush();
    expect(load).toHaveBeenCalledTimes(attempts + 1);
    expect(screen.getByRole('button', { name: 'menu' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
