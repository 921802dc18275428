import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import {
  isHLSProvider,
  MediaPlayer,
  type MediaPlayerInstance,
  MediaProvider,
  type MediaProviderAdapter,
  Poster,
  Track,
} from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type CaptionTrackInfo, manifestUrl, playerConstants } from '../../../config/video';
import { playerKeyShortcuts } from './player-key-shortcuts';
import { PlayerSeekButton } from './player-seek-button';
import { rereadSeekableOnDurationChange } from './seekable-refresh';
import { useCaptionTracks } from './use-caption-tracks';
import { useLoopPlayback } from './use-loop-playback';

export interface VideoPlayerProps {
  videoId: string;
  title: string;
  poster: string;
  captions: readonly CaptionTrackInfo[];
  /** `loop`: gif style (muted, looped, inline, no controls); `default`: controls. */
  mode: 'default' | 'loop';
  /** The reader clicked play: start playback and take keyboard focus. */
  playRequested: boolean;
  onDuration: (seconds: number) => void;
  box: RefObject<HTMLElement | null>;
}

/**
 * hls.js comes from our own bundle, as its own chunk, only when a stream
 * needs it (never from a public CDN). The provider also appends a <source>
 * for AirPlay, which browsers that play HLS natively (Safari, recent Chrome)
 * would start downloading a second time next to hls.js: leave it out. Seeks
 * reach the stream's real end (seekable-refresh.ts).
 */
function bundleHlsLibrary(provider: MediaProviderAdapter | null) {
  if (!isHLSProvider(provider)) return;
  provider.library = () => import('hls.js');
  Object.assign(provider, { appendSource: () => {} });
  // The element lives as long as the provider: nothing to remove.
  rereadSeekableOnDurationChange(provider.video);
}

/** Player and media errors come from the library: logged for maintainers, the control degrades. */
function logPlayerError(detail: unknown) {
  console.warn('[video] player error', detail);
}

const NO_CAPTIONS: readonly CaptionTrackInfo[] = [];

const slots = {
  beforePlayButton: <PlayerSeekButton seconds={-playerConstants.seekButtonSeconds} />,
  afterPlayButton: <PlayerSeekButton seconds={playerConstants.seekButtonSeconds} />,
};

/**
 * The vidstack player for one video: HLS from the stream provider, WebVTT
 * tracks parsed by media-captions, the default layout's controls and menus.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { videoId, title, poster, captions, mode, playRequested, onDuration, box } = props;
  const player = useRef<MediaPlayerInstance>(null);
  const loop = mode === 'loop';
  const tracks = useCaptionTracks(videoId, loop ? NO_CAPTIONS : captions);
  const onLoopCanPlay = useLoopPlayback(player, box, loop);
  // Set after mount: a source in the first render becomes a <source> element,
  // which browsers that play HLS natively would download next to hls.js.
  const [src, setSrc] = useState<string>();
  useEffect(() => setSrc(manifestUrl(videoId)), [videoId]);

  // The poster button the reader clicked is gone: the player takes focus so its
  // keyboard shortcuts work. vidstack listens from its first focusin once it can
  // play, so focus moves then (or at once if it already can).
  const takeFocus = useCallback(() => {
    const media = player.current;
    const active = document.activeElement;
    if (!media?.el || (active && active !== document.body && !box.current?.contains(active)))
      return;
    media.el.focus({ preventScroll: true });
  }, [box]);

  useEffect(() => {
    const media = player.current;
    if (!playRequested || !media?.state.canPlay) return;
    takeFocus();
    media.play().catch(logPlayerError);
  }, [playRequested, takeFocus]);

  const onCanPlay = useCallback(() => {
    if (loop) onLoopCanPlay();
    else if (playRequested) takeFocus();
  }, [loop, onLoopCanPlay, playRequested, takeFocus]);

  return (
    <MediaPlayer
      ref={player}
      className="video-player"
      title={title}
      src={src ? { src, type: 'application/x-mpegurl' } : undefined}
      load="eager"
      preload={loop || playRequested ? 'auto' : 'metadata'}
      playsInline
      muted={loop}
      loop={loop}
      autoPlay={playRequested}
      keyDisabled={loop}
      keyTarget="player"
      keyShortcuts={playerKeyShortcuts}
      controlsDelay={playerConstants.userIdleMs}
      onProviderChange={bundleHlsLibrary}
      onDurationChange={(seconds) => {
        if (Number.isFinite(seconds) && seconds > 0) onDuration(seconds);
      }}
      onCanPlay={onCanPlay}
      onError={logPlayerError}
    >
      <MediaProvider>
        <Poster className="vds-poster" src={poster} alt={title} />
        {tracks.map((track) => (
          <Track
            key={track.lang}
            kind="subtitles"
            lang={track.lang}
            label={track.label}
            type="vtt"
            content={track.content}
          />
        ))}
      </MediaProvider>
      {loop ? null : (
        <DefaultVideoLayout
          icons={defaultLayoutIcons}
          colorScheme="dark"
          seekStep={playerConstants.keyboardSeekSeconds}
          playbackRates={[...playerConstants.playbackRates]}
          slots={slots}
        />
      )}
    </MediaPlayer>
  );
}
