import { act, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { flush, offlineLoader } from '../test/offline-loader';
import { lazyPart, PartBoundary, usePartAttempt } from './lazy-part';

function Note({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A page with a lazily loaded part the reader opens and closes with a button. */
function Page({ Part, onError }: { Part: ComponentType<{ text: string }>; onError: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>The page</h1>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        toggle
      </button>
      {open ? (
        <PartBoundary fallback={<p>unavailable</p>} loading={<p>loading</p>} onError={onError}>
          <Part text="the part" />
        </PartBoundary>
      ) : null}
    </main>
  );
}

describe('lazyPart and PartBoundary', () => {
  it('a part whose code fails shows its fallback and keeps the page; the next mount loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, goOnline } = offlineLoader(Note);
    const Part = lazyPart(load);
    const onError = vi.fn();
    render(<Page Part={Part} onError={onError} />);

    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    await flush();
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    // React renders a failing part once more before it gives up (one more attempt).
    const attempts = load.mock.calls.length;
    expect(attempts).toBeLessThanOrEqual(2);

    // Closed and opened again when the network is back: a new attempt, which arrives.
    goOnline();
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    await flush();
    expect(load).toHaveBeenCalledTimes(attempts + 1);
    expect(screen.getByText('the part')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('a part that loaded is not asked for again', async () => {
    const load = vi.fn(async () => ({ default: Note }));
    const Part = lazyPart(load);
    render(<Page Part={Part} onError={() => {}} />);
    for (let i = 0; i < 4; i++) {
      act(() => screen.getByRole('button', { name: 'toggle' }).click());
      await flush();
    }
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/** An owner that mounts its part without being asked, as the footer does when it nears the viewport. */
function AutoOwner({ Part }: { Part: ComponentType<{ text: string }> }) {
  const { attempt, failed, fail } = usePartAttempt();
  if (failed) return <p>placeholder</p>;
  return (
    <PartBoundary key={attempt} fallback={<p>placeholder</p>} onError={fail}>
      <Part text="the part" />
    </PartBoundary>
  );
}

describe('usePartAttempt', () => {
  it('keeps a part that failed out until the network is back, instead of mounting it again and again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, goOnline } = offlineLoader(Note);
    render(<AutoOwner Part={lazyPart(load)} />);
    for (let i = 0; i < 5; i++) await flush();
    const attempts = load.mock.calls.length;
    expect(attempts).toBeLessThanOrEqual(2);
    for (let i = 0; i < 5; i++) await flush();
    expect(load).toHaveBeenCalledTimes(attempts);
    expect(screen.getByText('placeholder')).toBeInTheDocument();

    goOnline();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await flush();
    expect(load).toHaveBeenCalledTimes(attempts + 1);
    expect(screen.getByText('the part')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
