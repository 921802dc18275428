import { describe, expect, it, vi } from 'vitest';
import { playerKeyShortcuts } from './player-key-shortcuts';

/** Presses a volume shortcut on a player at `volume` whose stream cannot seek (buffering). */
function press(method: 'volumeUp' | 'volumeDown', volume: number, shiftKey = false) {
  const shortcut = playerKeyShortcuts[method];
  const remote = { changeVolume: vi.fn() };
  const event = new KeyboardEvent('keydown', { key: 'ArrowUp', shiftKey });
  const player = { state: { volume, canSeek: false } };
  shortcut.onKeyDown?.({ event, player, remote } as never);
  return remote.changeVolume.mock.calls.map(([value]) => value);
}

describe('player volume keys', () => {
  it('step 0.05, and 0.1 with Shift, as the key goes down, whether or not the stream can seek', () => {
    expect(press('volumeUp', 0.5)).toEqual([0.55]);
    expect(press('volumeDown', 0.55)).toEqual([0.5]);
    expect(press('volumeUp', 0.5, true)).toEqual([0.6]);
    expect(press('volumeDown', 0.6, true)).toEqual([0.5]);
  });

  it('keep the volume on the hundredths, however many steps were taken', () => {
    let volume = 0.3;
    for (let step = 0; step < 7; step++) [volume] = press('volumeUp', volume);
    expect(volume).toBe(0.65);
  });

  it('answer to the arrow keys with and without Shift', () => {
    expect(playerKeyShortcuts.volumeUp.keys).toBe('ArrowUp Shift+ArrowUp');
    expect(playerKeyShortcuts.volumeDown.keys).toBe('ArrowDown Shift+ArrowDown');
  });
});
