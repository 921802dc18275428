import { PlayIcon } from '../icons';
import './video-placeholder.css';

export interface VideoProps {
  videoId: string;
  title?: string;
  aspectRatio?: number | string;
  poster?: string;
  gifStyle?: boolean;
}

function ratio(aspectRatio: VideoProps['aspectRatio']): string {
  if (typeof aspectRatio === 'number' && aspectRatio > 0) return String(aspectRatio);
  if (typeof aspectRatio === 'string' && /^\d+(\.\d+)?\s*[/:]\s*\d+(\.\d+)?$/.test(aspectRatio)) {
    return aspectRatio.replace(':', '/');
  }
  return '16 / 9';
}

/**
 * Stand-in for the video player: reserves the video's box (no layout shift
 * when the player arrives) and offers a labelled link to the video.
 */
export function Video({ videoId, title, aspectRatio, poster }: VideoProps) {
  const label = title ?? 'Video';
  return (
    <figure
      className="video-placeholder"
      id={`video-${videoId}`}
      data-video-id={videoId}
      style={{ aspectRatio: ratio(aspectRatio) }}
    >
      {poster ? (
        <img className="video-placeholder-poster" src={poster} alt="" loading="lazy" />
      ) : null}
      <a
        className="video-placeholder-link"
        href={`#video-${videoId}`}
        aria-label={`Play video: ${label}`}
      >
        <span className="video-placeholder-play">
          <PlayIcon />
        </span>
      </a>
      <figcaption className="video-placeholder-caption">{label}</figcaption>
    </figure>
  );
}
