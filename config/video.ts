/**
 * The video stream provider and the videos the site embeds. Pure data, like
 * site.ts: imported by the app and by scripts/security-headers.ts (CSP).
 *
 * The provider serves an HLS manifest per video id, a thumbnail image taken
 * at a time parameter and WebVTT caption files. Only `baseUrl` changes for
 * another provider with the same URL scheme. Set VITE_VIDEO_BASE_URL for
 * both the build and the server (`npm start` runs both) to point the site at
 * another host, e.g. the loopback stand-in the browser tests start.
 */

const DEFAULT_BASE_URL = 'https://stream.tracewell.dev';

/** VITE_VIDEO_BASE_URL from Vite's env in the app, or from the process in Node scripts. */
function configuredBaseUrl(): string {
  const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env;
  const nodeEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  const value = viteEnv?.VITE_VIDEO_BASE_URL || nodeEnv?.VITE_VIDEO_BASE_URL || DEFAULT_BASE_URL;
  return value.replace(/\/+$/, '');
}

export const streamProvider = {
  baseUrl: configuredBaseUrl(),
  manifestPath: (videoId: string) => `/${encodeURIComponent(videoId)}.m3u8`,
  thumbnailPath: (videoId: string, seconds: number) =>
    `/${encodeURIComponent(videoId)}/thumbnail.jpg?time=${seconds}`,
  captionsPath: (videoId: string, lang: string) =>
    `/${encodeURIComponent(videoId)}/text/${encodeURIComponent(lang)}.vtt`,
} as const;

export function manifestUrl(videoId: string): string {
  return streamProvider.baseUrl + streamProvider.manifestPath(videoId);
}

export function thumbnailUrl(videoId: string, seconds: number): string {
  return streamProvider.baseUrl + streamProvider.thumbnailPath(videoId, seconds);
}

export function captionsUrl(videoId: string, lang: string): string {
  return streamProvider.baseUrl + streamProvider.captionsPath(videoId, lang);
}

export interface CaptionTrackInfo {
  lang: string;
  label: string;
}

export interface VideoInfo {
  /** Length in seconds, shown on the poster before the stream has loaded. */
  duration: number;
  captions: readonly CaptionTrackInfo[];
}

/** English and German captions, as the stand-in provider serves them for every video. */
const EN_DE: readonly CaptionTrackInfo[] = [
  { lang: 'en', label: 'English' },
  { lang: 'de', label: 'Deutsch' },
];

/**
 * What the site knows about each video before its stream loads: the length
 * the poster shows and the caption tracks. A video id missing here still
 * plays; its poster shows no duration and it has no captions. Once the
 * stream loads, the player shows the stream's own duration.
 */
export const videos: Readonly<Record<string, VideoInfo>> = {
  /** docs/tracing: filtering the trace list and reading the timeline. */
  'trace-timeline-tour': { duration: 40, captions: EN_DE },
  /** docs/playground: two variants run side by side. */
  'playground-compare-variants': { duration: 40, captions: [{ lang: 'en', label: 'English' }] },
  /** Home page loop (gif style: no captions, no sound). */
  'home-trace-loop': { duration: 12, captions: [] },
  /** Blog, SDK v3 launch: nested spans appearing (gif style). */
  'sdk-v3-nested-spans': { duration: 9, captions: [] },
  /** /watch-demo: the recorded platform tour. */
  'platform-tour': { duration: 600, captions: EN_DE },
  /** /demo: the short walkthrough above the booking form. */
  'product-walkthrough': { duration: 150, captions: EN_DE },
  /** Changelog: annotation queues. */
  'annotation-queues-tour': { duration: 180, captions: EN_DE },
};

/** SPEC.md §9 "Video and player". */
export const playerConstants = {
  posterStartTime: 1,
  gifRestartDelayMs: 200,
  visibilityThreshold: 0.1,
  seekButtonSeconds: 30,
  keyboardSeekSeconds: 5,
  /** Volume change per arrow key (twice this with Shift). */
  keyboardVolumeStep: 0.05,
  /** Controls hide after this long without pointer or keyboard activity while playing. */
  userIdleMs: 2000,
  playbackRates: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2],
  /** Load the player code this far before a video scrolls into view. */
  loadMargin: '0px 0px 600px 0px',
  /** Parse caption files in media-captions' strict mode (stop at the first error). */
  strictCaptions: false,
} as const;
