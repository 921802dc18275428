import type { MediaPlayerInstance } from '@vidstack/react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { playerConstants } from '../../config/video';

/**
 * Gif-style playback: play while at least 10% of the box is visible, pause
 * otherwise, and restart from 0 shortly after mount (SPEC.md §4, §9).
 * Returns the player's can-play handler: a loop already in view starts then.
 */
export function useLoopPlayback(
  player: RefObject<MediaPlayerInstance | null>,
  box: RefObject<HTMLElement | null>,
  active: boolean,
): () => void {
  const visible = useRef(false);

  useEffect(() => {
    if (!active) return;
    const restart = setTimeout(() => {
      if (player.current) player.current.currentTime = 0;
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
    if (active && visible.current) player.current?.play().catch(() => {});
  }, [player, active]);
}
