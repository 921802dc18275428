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
 * A seek key seeks as it goes down, from where the last seek went. vidstack's
 * own route (through the time slider) counts from the player's state, which
 * catches up with a seek only once the media reports it: a key pressed soon
 * after another counted from the old time (→ then ← from 1 s landed on 0 s,
 * not 1 s), and the release was dropped while the stream could not seek.
 */
function seekKey(keys: string, direction: 1 | -1): KeyHandler {
  return {
    keys,
    onKeyDown({ event, player, remote }) {
      const step = playerConstants.keyboardSeekSeconds * (event.shiftKey ? 2 : 1);
      // A media element reports a requested position at once; the player's state does not.
      const media = player.el?.querySelector<HTMLMediaElement>('video, audio');
      const from = media?.currentTime ?? player.state.currentTime;
      const end = player.state.duration || Number.POSITIVE_INFINITY;
      remote.seek(Math.max(0, Math.min(end, from + direction * step)), event);
    },
  };
}

/**
 * vidstack's shortcuts plus their Shift variants, twice the plain step: the
 * seek keys (10 s with Shift) and the volume keys (0.1 with Shift) are
 * handled here (seekKey, volumeKey).
 */
export const playerKeyShortcuts = {
  togglePaused: 'k Space',
  toggleMuted: 'm',
  toggleFullscreen: 'f',
  togglePictureInPicture: 'i',
  toggleCaptions: 'c',
  seekBackward: seekKey('j J ArrowLeft Shift+ArrowLeft', -1),
  seekForward: seekKey('l L ArrowRight Shift+ArrowRight', 1),
  volumeUp: volumeKey('ArrowUp Shift+ArrowUp', 1),
  volumeDown: volumeKey('ArrowDown Shift+ArrowDown', -1),
  speedUp: '>',
  slowDown: '<',
};
