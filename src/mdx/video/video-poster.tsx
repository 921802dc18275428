import { PlayIcon } from '../icons';
import { formatDuration } from './video-format';

interface VideoPosterProps {
  src: string;
  title: string;
  /** Seconds; no label while unknown. */
  duration?: number;
  /** Without it the poster is a still picture (a gif-style loop waiting to play). */
  onPlay?: () => void;
  onPreload?: () => void;
}

/**
 * The poster the server renders and the reader sees first: the picture, a
 * play button over it and the duration. The whole poster is the button.
 */
export function VideoPoster({ src, title, duration, onPlay, onPreload }: VideoPosterProps) {
  const picture = <img className="video-poster-image" src={src} alt="" decoding="async" />;
  if (!onPlay) return <div className="video-poster">{picture}</div>;
  return (
    <button
      type="button"
      className="video-poster"
      aria-label={`Play video: ${title}${duration ? ` (${formatDuration(duration)})` : ''}`}
      onClick={onPlay}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onTouchStart={onPreload}
    >
      {picture}
      <span className="video-poster-play" aria-hidden="true">
        <PlayIcon />
      </span>
      {duration ? (
        <span className="video-poster-duration" data-testid="video-duration">
          {formatDuration(duration)}
        </span>
      ) : null}
    </button>
  );
}
