import { useCallback, useRef, useState } from 'react';
import { playerConstants, thumbnailUrl, videos } from '../../../config/video';
import { lazyPart, loadAhead, PartBoundary, usePartAttempt } from '../../theme/lazy-part';
import { loadVideoPlayer } from './load-video-player';
import { useNearViewport } from './use-near-viewport';
import { useReducedMotion } from './use-reduced-motion';
import { cssAspectRatio } from './video-format';
import { VideoPoster } from './video-poster';
import './video.css';

const VideoPlayer = lazyPart(() =>
  loadVideoPlayer().then((module) => ({ default: module.VideoPlayer })),
);

/** SPEC.md §3 "Video". */
export interface VideoProps {
  videoId: string;
  aspectRatio?: number | string;
  /** Poster image URL; defaults to the provider's thumbnail at `posterStartTime`. */
  poster?: string;
  /** Seconds into the video for the default poster (1 s). */
  posterStartTime?: number;
  title?: string;
  /** Autoplay muted, looped and inline while visible, without controls. */
  gifStyle?: boolean;
}

/** poster → preload (hovered: the stream starts loading) → play (clicked: controls shown). */
type Stage = 'poster' | 'preload' | 'play';

/**
 * A video in content. Server and first render are the poster in a box sized
 * from the aspect ratio, so nothing shifts. The player code loads as the box
 * nears the viewport; the stream loads on hover (gif style: once near).
 */
export function Video({
  videoId,
  aspectRatio,
  poster,
  posterStartTime = playerConstants.posterStartTime,
  title,
  gifStyle = false,
}: VideoProps) {
  const box = useRef<HTMLElement>(null);
  const near = useNearViewport(box, playerConstants.loadMargin);
  const reducedMotion = useReducedMotion();
  const [stage, setStage] = useState<Stage>('poster');
  const [streamDuration, setStreamDuration] = useState<number>();
  const info = videos[videoId];
  const label = title ?? 'Video';
  const posterSrc = poster ?? thumbnailUrl(videoId, posterStartTime);
  // A reader who asked for reduced motion gets the poster and a play button instead of a loop.
  const loop = gifStyle && !reducedMotion;

  if (near) loadAhead(loadVideoPlayer);
  // Without the player's code (offline) the poster stays; a hover or press, or
  // the network coming back, tries again.
  const { attempt, failed, fail, retry } = usePartAttempt();
  const preload = useCallback(() => {
    retry();
    setStage((current) => (current === 'poster' ? 'preload' : current));
  }, [retry]);
  const play = useCallback(() => {
    retry();
    setStage('play');
  }, [retry]);
  const playerFailed = useCallback(() => {
    fail();
    setStage('poster');
  }, [fail]);

  const mountPlayer = !failed && (loop ? near : stage !== 'poster');
  // A loop keeps its poster underneath until the first frame paints over it.
  const showPoster = loop || stage !== 'play';

  return (
    <figure
      ref={box}
      className="video"
      data-video-id={videoId}
      data-stage={loop ? 'loop' : stage}
      style={{ aspectRatio: cssAspectRatio(aspectRatio) }}
    >
      {mountPlayer ? (
        <PartBoundary key={attempt} fallback={null} onError={playerFailed}>
          <VideoPlayer
            videoId={videoId}
            title={label}
            poster={posterSrc}
            captions={info?.captions ?? []}
            mode={loop ? 'loop' : 'default'}
            playRequested={stage === 'play'}
            onDuration={setStreamDuration}
            box={box}
          />
        </PartBoundary>
      ) : null}
      {showPoster ? (
        <VideoPoster
          src={posterSrc}
          title={label}
          duration={streamDuration ?? info?.duration}
          onPlay={loop ? undefined : play}
          onPreload={loop ? undefined : preload}
        />
      ) : null}
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
