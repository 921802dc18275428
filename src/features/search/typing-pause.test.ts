import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: the last key's time is module state. */
async function typingPause() {
  vi.resetModules();
  return import('./typing-pause');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const PACE = { pause: 150, slowKey: 300 };

describe('atReadersPace', () => {
  it('runs at once for the first key and for a key typed after a pause', async () => {
    const { atReadersPace, noteTyping } = await typingPause();
    const run = vi.fn();
    noteTyping();
    atReadersPace(run, PACE);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(400);
    noteTyping();
    atReadersPace(run, PACE);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits for the pause within a run of keys typed faster', async () => {
    const { atReadersPace, noteTyping } = await typingPause();
    const run = vi.fn();
    noteTyping();
    vi.advanceTimersByTime(299);
    noteTyping();
    atReadersPace(run, PACE);
    vi.advanceTimersByTime(149);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('whenSlowReaderPauses', () => {
  it('runs once typing pauses after a key that came slowly', async () => {
    const { whenSlowReaderPauses, noteTyping } = await typingPause();
    const run = vi.fn();
    noteTyping();
    whenSlowReaderPauses(run, PACE);
    vi.advanceTimersByTime(149);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs for a key typed fast, nor when another key comes before the pause', async () => {
    const { whenSlowReaderPauses, noteTyping } = await typingPause();
    const run = vi.fn();
    noteTyping();
    vi.advanceTimersByTime(120);
    noteTyping();
    whenSlowReaderPauses(run, PACE);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    noteTyping();
    whenSlowReaderPauses(run, PACE);
    vi.advanceTimersByTime(100);
    noteTyping();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
