import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerConstants } from '../../../config/video';
import { useLoopPlayback } from './use-loop-playback';

/** A stand-in for the vidstack player instance: records every seek of its provider. */
function fakePlayer(canPlay: boolean) {
  const seeks: number[] = [];
  const instance = {
    state: { canPlay },
    paused: true,
    play: () => Promise.resolve(),
    pause: () => Promise.resolve(),
    provider: { setCurrentTime: (time: number) => seeks.push(time) },
  };
  return { seeks, instance, ref: { current: instance as never } };
}

const noBox = { current: null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('gif-style loop playback', () => {
  it('restarts from 0 about 200 ms after mount (SPEC.md §9)', () => {
    const { seeks, ref } = fakePlayer(true);
    renderHook(() => useLoopPlayback(ref, noBox, true));
    vi.advanceTimersByTime(playerConstants.gifRestartDelayMs - 1);
    expect(seeks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seeks).toEqual([0]);
    vi.advanceTimersByTime(5_000);
    expect(seeks).toEqual([0]);
  });

  it('restarts once the stream can play when it was not ready after 200 ms', () => {
    const { seeks, instance, ref } = fakePlayer(false);
    const { result } = renderHook(() => useLoopPlayback(ref, noBox, true));
    vi.advanceTimersByTime(playerConstants.gifRestartDelayMs);
    expect(seeks).toEqual([]);
    instance.state.canPlay = true;
    result.current();
    expect(seeks).toEqual([0]);
    // Later can-play events (after a loop wraps or a buffer stall) do not restart again.
    result.current();
    expect(seeks).toEqual([0]);
  });

  it('does not restart a player with controls, or one unmounted before the delay', () => {
    const controls = fakePlayer(true);
    renderHook(() => useLoopPlayback(controls.ref, noBox, false));
    const early = fakePlayer(true);
    const { unmount } = renderHook(() => useLoopPlayback(early.ref, noBox, true));
    vi.advanceTimersByTime(playerConstants.gifRestartDelayMs / 2);
    unmount();
    vi.advanceTimersByTime(5_000);
    expect(controls.seeks).toEqual([]);
    expect(early.seeks).toEqual([]);
  });

  it('does not restart early when the stream can play before the delay', () => {
    const { seeks, ref } = fakePlayer(true);
    const { result } = renderHook(() => useLoopPlayback(ref, noBox, true));
    result.current();
    expect(seeks).toEqual([]);
    vi.advanceTimersByTime(playerConstants.gifRestartDelayMs);
    expect(seeks).toEqual([0]);
  });
});
