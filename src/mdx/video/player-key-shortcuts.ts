import type { MediaKeysCallback } from '@vidstack/react';
import { playerConstants } from '../../../config/video';

/** A shortcut handled by the site, not by one of vidstack's methods. */
type KeyHandler = MediaKeysCallback & { keys: string };

/**
 * A volume key changes the volume as it goes down. vidstack's own route
 * (through the volume slider) applies the change when the key comes up, and
 * drops the release while the stream cannot seek (a buffering HLS stream),
 * which lost key presses.
 */
function volumeKey(keys: string, direction: 1 | -1): KeyHandler {
  return {
    keys,
    onKeyDown({ event, player, remote }) {
      const step = playerConstants.keyboardVolumeStep * (event.shiftKey ? 2 : 1);
      const volume = Math.round((player.state.volume + direction * step) * 100) / 100;
      remote.changeVolume(volume, event);
    },
  };
}

/**
 * vidstack's shortcuts plus their Shift variants: the seek keys go to the time
 * slider, whose Shift step is twice the plain one (10 s); so do the volume keys
 * (0.1 with Shift), handled here (volumeKey).
 */
export const playerKeyShortcuts = {
  togglePaused: 'k Space',
  toggleMuted: 'm',
  toggleFullscreen: 'f',
  togglePictureInPicture: 'i',
  toggleCaptions: 'c',
  seekBackward: 'j J ArrowLeft Shift+ArrowLeft',
  seekForward: 'l L ArrowRight Shift+ArrowRight',
  volumeUp: volumeKey('ArrowUp Shift+ArrowUp', 1),
  volumeDown: volumeKey('ArrowDown Shift+ArrowDown', -1),
  speedUp: '>',
  slowDown: '<',
};
