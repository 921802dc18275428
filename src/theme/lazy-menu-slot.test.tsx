import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyMenuSlot, type MenuRequest } from './lazy-menu-slot';
import { lazyPart } from './lazy-part';

function Menu({ focusOnMount }: MenuRequest) {
  return (
    <button type="button" data-focus-on-mount={String(focusOnMount)}>
      menu
    </button>
  );
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('LazyMenuSlot', () => {
  it('a menu whose code cannot be fetched leaves the focused look-alike, and the next press loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Menu };
    });
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

    online = true;
    fireEvent.click(lookAlike);
    await flush();
    expect(load).toHaveBeenCalledTimes(attempts + 1);
    expect(screen.getByRole('button', { name: 'menu' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
