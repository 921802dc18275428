import type { MediaPlayerInstance } from '@vidstack/react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { playerConstants } from '../../../config/video';

/**
 * Gif-style playback: play while at least 10% of the box is visible, pause
 * otherwise, and restart from 0 about 200 ms after mount (SPEC.md §4, §9).
 * Returns the player's can-play handler: a loop already in view starts then.
 */
export function useLoopPlayback(
  player: RefObject<MediaPlayerInstance | null>,
  box: RefObject<HTMLElement | null>,
  active: boolean,
): () => void {
  const visible = useRef(false);
  /** The restart delay has passed but the stream could not seek yet: restart once it can play. */
  const restartPending = useRef(false);

  useEffect(() => {
    if (!active) return;
    restartPending.current = false;
    const restart = setTimeout(() => {
      const media = player.current;
      if (!media) return;
      if (media.state.canPlay) restartFromZero(media);
      else restartPending.current = true;
    }, playerConstants.gifRestartDelayMs);
    return () => clearTimeout(restart);
  }, [player, active]);

  useEffect(() => {
    const element = box.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        visible.current =
          entry.isIntersecting && entry.intersectionRatio >= playerConstants.visibilityThreshold;
        const media = player.current;
        if (!media?.state.canPlay) return;
        // A loop the browser refuses to play stays on its poster: nothing to report.
        if (visible.current) media.play().catch(() => {});
        else if (!media.paused) media.pause().catch(() => {});
      },
      { threshold: [0, playerConstants.visibilityThreshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [player, box, active]);

  return useCallback(() => {
    const media = player.current;
    if (!active || !media) return;
    if (restartPending.current) {
      restartPending.current = false;
      restartFromZero(media);
    }
    if (visible.current) media.play().catch(() => {});
  }, [player, active]);
}

/**
 * Seeks the media element itself: the player's `currentTime` setter compares
 * with its last known time, which around can-play may still read 0 while the
 * stream stands elsewhere (a position the browser or the provider restored).
 */
function restartFromZero(media: MediaPlayerInstance) {
  media.provider?.setCurrentTime(0);
}
