import { useEffect, useState } from 'react';
import { type CaptionTrackInfo, captionsUrl, playerConstants } from '../../../config/video';
import { loadCaptions } from './captions';

export interface LoadedCaptionTrack extends CaptionTrackInfo {
  /** The checked WebVTT text; the player renders its cues. */
  content: string;
}

/**
 * Fetches and parses a video's WebVTT tracks with media-captions. A track
 * that fails to load (or has no cues) is left out; the video plays without it.
 */
export function useCaptionTracks(
  videoId: string,
  tracks: readonly CaptionTrackInfo[],
): LoadedCaptionTrack[] {
  const [loaded, setLoaded] = useState<LoadedCaptionTrack[]>([]);
  useEffect(() => {
    let cancelled = false;
    setLoaded([]);
    Promise.all(
      tracks.map(async (track) => {
        const { cues, text } = await loadCaptions(captionsUrl(videoId, track.lang), {
          strict: playerConstants.strictCaptions,
        });
        return cues.length > 0 ? { ...track, content: text } : null;
      }),
    ).then((results) => {
      if (!cancelled) setLoaded(results.filter((track) => track !== null));
    });
    return () => {
      cancelled = true;
    };
  }, [videoId, tracks]);
  return loaded;
}
