import { test } from '@playwright/test';
import {
  DOCS_VIDEO,
  expect,
  HLS_CODE,
  LOAD_MARGIN_PX,
  manifest,
  media,
  PLAYER_CODE,
  STREAM_TIMEOUT,
  startPlaying,
  VIDEO_ID,
  waitForContent,
} from './video-helpers';

// What loads when: player code as a video nears the viewport, hls.js once a stream loads.
test.describe.configure({ timeout: 150_000 });

test('the player chunk loads only as the video nears the viewport, hls.js only with a stream', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (PLAYER_CODE.test(request.url()) || HLS_CODE.test(request.url()))
      scripts.push(request.url());
  });
  await page.goto(DOCS_VIDEO);
  await waitForContent(page);
  const figure = page.locator(`figure.video[data-video-id="${VIDEO_ID}"]`);
  // The premise: the video starts further below the fold than the load margin.
  const below = await figure.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  expect(below).toBeGreaterThan(LOAD_MARGIN_PX + 100);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  // Scrolling to just outside the margin still loads nothing.
  await page.evaluate((by) => window.scrollBy(0, by), below - LOAD_MARGIN_PX - 100);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  const playerChunk = page.waitForRequest(PLAYER_CODE);
  await page.evaluate(() => window.scrollBy(0, 300));
  await playerChunk;
  await page.waitForLoadState('networkidle');
  // The player chunk carries vidstack and its default layout.
  expect(scripts.some((url) => /\/video-player-/.test(url))).toBe(true);
  // The player code is in; no stream has been asked for, so no hls.js yet.
  expect(scripts.filter((url) => HLS_CODE.test(url))).toEqual([]);
  await expect(figure).toHaveAttribute('data-stage', 'poster');

  // Hovering starts loading the stream: now hls.js comes, with the manifest.
  await figure.scrollIntoViewIfNeeded();
  const hls = page.waitForRequest(HLS_CODE, { timeout: STREAM_TIMEOUT });
  const stream = page.waitForRequest(manifest, { timeout: STREAM_TIMEOUT });
  await figure.getByRole('button', { name: /^Play video/ }).hover();
  await Promise.all([hls, stream]);
});

test('/watch-demo shows its poster with the duration and plays', async ({ page }) => {
  await page.goto('/watch-demo');
  await waitForContent(page);
  const figure = page.locator('figure.video[data-video-id="platform-tour"]');
  await expect(figure.getByTestId('video-duration')).toHaveText('10:00 min');
  await expect(
    figure.getByRole('button', {
      name: 'Play video: Platform tour: tracing, prompts, evaluations and datasets (10:00 min)',
    }),
  ).toBeVisible();
  await startPlaying(page, /^Play video: Platform tour/);
  expect(await media(page).paused()).toBe(false);
  // Its captions are known too: the settings menu lists both languages.
  await figure.locator('[data-media-player]').hover();
  await figure.getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: /Captions/ })
    .click();
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
});

test('a gif-style loop restarts from 0 shortly after it mounts', async ({ page }) => {
  // The stream stands at 5 s when it can first play (as a restored or remembered position would):
  // the loop must still start from the beginning. Every seek of the <video> is logged with its
  // time since the player mounted.
  await page.addInitScript((startAt) => {
    const log: VideoLog = { seeks: [] };
    Object.assign(window, { __videoLog: log });
    const property = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime');
    Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
      ...property,
      set(this: HTMLMediaElement, value: number) {
        log.seeks.push({ at: performance.now() - (log.mountedAt ?? 0), to: value });
        property?.set?.call(this, value);
      },
    });
    new MutationObserver(() => {
      log.mountedAt ??= document.querySelector('figure.video .video-player')
        ? performance.now()
        : undefined;
    }).observe(document, { childList: true, subtree: true });
    // Capturing on the document runs before the player's own listeners on the <video>.
    let moved = false;
    document.addEventListener(
      'canplay',
      (event) => {
        if (moved || !(event.target instanceof HTMLVideoElement)) return;
        moved = true;
        event.target.currentTime = startAt;
      },
      true,
    );
  }, 5);
  await page.goto('/');
  await waitForContent(page);
  const figure = page.locator('figure.video[data-stage="loop"]');
  await figure.scrollIntoViewIfNeeded();
  const video = figure.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.3), {
      timeout: STREAM_TIMEOUT,
    })
    .toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(4);
  const { seeks } = await page.evaluate(
    () => (window as unknown as { __videoLog: VideoLog }).__videoLog,
  );
  const moved = seeks.findIndex((seek) => seek.to === 5);
  const restart = seeks.findIndex((seek, index) => index > moved && seek.to === 0);
  expect(moved).toBeGreaterThanOrEqual(0);
  expect(restart).toBeGreaterThan(moved);
  // Not before the restart delay (200 ms): the player waits for it, and for the stream.
  expect(seeks[restart].at).toBeGreaterThanOrEqual(200);
});

interface VideoLog {
  seeks: { at: number; to: number }[];
  mountedAt?: number;
}
