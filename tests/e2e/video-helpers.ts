import { expect as baseExpect, type Page } from '@playwright/test';
import { playerConstants, videos } from '../../config/video';
import { videoProviderURL } from '../../playwright.config';

// Streams load and decode in a real browser on a busy machine: wait for states generously.
export const STREAM_TIMEOUT = 60_000;
export const expect = baseExpect.configure({ timeout: 20_000 });

/** A docs page whose video sits far below the fold (beyond the player's load margin). */
export const DOCS_VIDEO = '/docs/tracing';
export const VIDEO_ID = 'trace-timeline-tour';
export const VIDEO_DURATION = videos[VIDEO_ID].duration;
export const manifest = `${videoProviderURL}/${VIDEO_ID}.m3u8`;

/** Script requests of the player chunk (vidstack and its layout, with its lazy parts) and of hls.js. */
export const PLAYER_CODE = /\/assets\/(video-player|vidstack)-[^/]+\.js$/;
export const HLS_CODE = /\/assets\/hls-[^/]+\.js$/;

/** How far below the viewport the player code starts loading (playerConstants.loadMargin). */
export const LOAD_MARGIN_PX = Number.parseInt(playerConstants.loadMargin.split(' ')[2], 10);

/** The page's own content is in (without scrolling, which would wake the videos). */
export async function waitForContent(page: Page) {
  await page.locator('main#content:not([aria-busy])').waitFor();
}

/** The <video> element's playback state, read (or set) in the page. */
export function media(page: Page) {
  const video = page.locator('figure.video video');
  const read = <T>(fn: (video: HTMLVideoElement) => T) => video.evaluate(fn);
  return {
    currentTime: () => read((v) => v.currentTime),
    /** The position once the element has finished seeking there (NaN while a seek is under way). */
    settledTime: () => read((v) => (v.seeking ? Number.NaN : v.currentTime)),
    paused: () => read((v) => v.paused),
    muted: () => read((v) => v.muted),
    volume: () => read((v) => v.volume),
    height: () => read((v) => v.videoHeight),
    seek: (seconds: number) =>
      video.evaluate((v: HTMLVideoElement, to) => {
        v.currentTime = to;
      }, seconds),
    setVolume: (volume: number) =>
      video.evaluate((v: HTMLVideoElement, to) => {
        v.volume = to;
      }, volume),
  };
}

export async function openDocsVideo(page: Page) {
  await page.goto(DOCS_VIDEO);
  await waitForContent(page);
  const figure = page.locator(`figure.video[data-video-id="${VIDEO_ID}"]`);
  await figure.scrollIntoViewIfNeeded();
  return figure;
}

/** Clicks the poster and waits until the video is really playing. */
export async function startPlaying(page: Page, name: RegExp = /^Play video: Opening a trace/) {
  await page.getByRole('button', { name }).click();
  await expect
    .poll(() => media(page).currentTime(), { timeout: STREAM_TIMEOUT })
    .toBeGreaterThan(0.3);
}

/** Pauses (with the keyboard) at `seconds`, so seeks are measured from a still point. */
export async function pauseAt(page: Page, seconds: number) {
  const player = page.locator('figure.video [data-media-player]');
  if (!(await media(page).paused())) await player.press('k');
  await expect.poll(() => media(page).paused()).toBe(true);
  await media(page).seek(seconds);
  await expect.poll(() => media(page).settledTime()).toBeCloseTo(seconds, 0);
  return player;
}
