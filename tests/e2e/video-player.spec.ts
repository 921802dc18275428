import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import { videoProviderURL } from '../../playwright.config';
import {
  expect,
  manifest,
  media,
  openDocsVideo,
  pauseAt,
  STREAM_TIMEOUT,
  startPlaying,
  VIDEO_DURATION,
  VIDEO_ID,
  waitForContent,
} from './video-helpers';

test.describe.configure({ timeout: 150_000 });

test.describe('video player (default mode)', () => {
  test('shows the provider thumbnail at 1 s, a play button and the duration in a reserved box', async ({
    page,
  }) => {
    const figure = await openDocsVideo(page);
    const poster = figure.locator('.video-poster-image');
    await expect(poster).toHaveAttribute(
      'src',
      `${videoProviderURL}/${VIDEO_ID}/thumbnail.jpg?time=1`,
    );
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(426);
    const play = figure.getByRole('button', {
      name: 'Play video: Opening a trace and switching to the Timeline tab (0:40 min)',
    });
    await expect(play).toBeVisible();
    await expect(figure.getByTestId('video-duration')).toHaveText('0:40 min');
    const box = await figure.boundingBox();
    expect(box && Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2);
  });

  test('loads the stream on hover, not before', async ({ page }) => {
    const manifestRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === manifest) manifestRequests.push(request.url());
    });
    const playerCode = page.waitForResponse(/\/assets\/video-player-[^/]+\.js$/);
    const figure = await openDocsVideo(page);
    await playerCode;
    await expect(figure).toHaveAttribute('data-stage', 'poster');
    expect(manifestRequests).toEqual([]);

    const preload = page.waitForRequest(manifest, { timeout: STREAM_TIMEOUT });
    await figure.getByRole('button', { name: /^Play video/ }).hover();
    await preload;
    await expect(figure).toHaveAttribute('data-stage', 'preload');
    // Still the poster: hovering only preloads.
    await expect(figure.getByRole('button', { name: /^Play video/ })).toBeVisible();
  });

  test('click plays with controls; pause, mute and keyboard seek work', async ({ page }) => {
    const figure = await openDocsVideo(page);
    await startPlaying(page);
    await expect(figure.getByRole('button', { name: /^Play video/ })).toHaveCount(0);

    const player = figure.locator('[data-media-player]');
    await expect(player).toBeFocused();
    await player.press('k');
    await expect.poll(() => media(page).paused()).toBe(true);
    await expect(player).toHaveAttribute('data-paused', '');

    await player.press('m');
    await expect.poll(() => media(page).muted()).toBe(true);
    await player.press('m');
    await expect.poll(() => media(page).muted()).toBe(false);

    // Keyboard seek: 5 s a press, 10 s with Shift; digits jump to tenths (SPEC.md §9).
    // From 1 s into the 40 s fixture every step lands on its own time, none clamped at the end.
    // Each step starts once the one before has finished seeking (the element reports the
    // requested time at once, while the stream is still loading it).
    await pauseAt(page, 1);
    await player.press('ArrowRight');
    await expect.poll(() => media(page).settledTime()).toBeCloseTo(6, 0);
    await player.press('ArrowLeft');
    await expect.poll(() => media(page).settledTime()).toBeCloseTo(1, 0);
    await player.press('Shift+ArrowRight');
    await expect.poll(() => media(page).settledTime()).toBeCloseTo(11, 0);
    await player.press('Shift+ArrowLeft');
    await expect.poll(() => media(page).settledTime()).toBeCloseTo(1, 0);
    await player.press('3');
    await expect.poll(() => media(page).settledTime()).toBeCloseTo(VIDEO_DURATION * 0.3, 0);
    // Keys pressed in quick succession count from where the last one went.
    await pauseAt(page, 1);
    await player.press('ArrowRight');
    await player.press('ArrowRight');
    await player.press('ArrowLeft');
    await expect.poll(() => media(page).settledTime()).toBeCloseTo(6, 0);

    // Mouse: the layout's play button resumes playback.
    await player.hover();
    await figure.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => media(page).paused()).toBe(false);
  });

  test('captions on show the current cue', async ({ page }) => {
    const figure = await openDocsVideo(page);
    await startPlaying(page);
    const player = await pauseAt(page, 4);
    await player.press('c');
    await expect(figure.locator('[data-part="cue"]')).toHaveText(
      'The timer counts frames at 24 per second',
    );
    await player.press('c');
    await expect(figure.locator('[data-part="captions"]')).toHaveAttribute('aria-hidden', 'true');
  });

  test('settings menu offers speeds with "Normal", caption tracks and qualities', async ({
    page,
  }) => {
    const figure = await openDocsVideo(page);
    await startPlaying(page);
    await figure.locator('[data-media-player]').hover();
    await figure.getByRole('button', { name: 'Settings' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /Speed.*Normal/ })).toBeVisible();
    await menu.getByRole('menuitem', { name: /Captions/ }).click();
    await expect(menu.getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  });

  test('a failed caption fetch is logged and the video still plays', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`${videoProviderURL}/**/text/*.vtt`, (route) => route.abort());
    await openDocsVideo(page);
    await startPlaying(page);
    await expect.poll(() => warnings.join('\n')).toMatch(/captions LoadFail .*\/text\/en\.vtt/);
    await expect(page.locator('figure.video')).not.toContainText('LoadFail');
  });
});

test.describe('video player (gif style)', () => {
  /** Scrolls so that `fraction` of the loop's box is inside the viewport, from the bottom edge. */
  async function revealLoop(page: Page, fraction: number) {
    await page.locator('figure.video[data-stage="loop"]').evaluate((figure, part) => {
      const rect = figure.getBoundingClientRect();
      const top = rect.top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + rect.height * part);
    }, fraction);
  }

  test('plays muted and looped only while at least 10% is visible', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    const figure = page.locator('figure.video[data-stage="loop"]');
    await revealLoop(page, -0.5);
    await revealLoop(page, 0.05);
    const video = figure.locator('video');
    await expect(video).toHaveCount(1, { timeout: STREAM_TIMEOUT });
    await expect(figure.locator('[data-media-player]')).toHaveAttribute('data-can-play', '', {
      timeout: STREAM_TIMEOUT,
    });
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await revealLoop(page, 0.6);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    // Looped: from near the end it wraps to the start and keeps playing.
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 0.5;
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime < 3), {
        timeout: STREAM_TIMEOUT,
      })
      .toBe(true);
    await expect(figure.getByRole('button')).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('with reduced motion it shows the poster and a play button instead', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForContent(page);
    const figure = page.locator('figure.video[data-video-id="home-trace-loop"]');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.getByRole('button', { name: /^Play video: A nested trace/ })).toBeVisible();
    await expect(figure).toHaveAttribute('data-stage', 'poster');
    await page.waitForLoadState('networkidle');
    await expect(figure.locator('video')).toHaveCount(0);
  });
});

test('a page without a video loads no player code and asks the provider nothing', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/docs/get-started');
  await waitForContent(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /video-player|vidstack|\/hls-|:\d+\/.*\.m3u8/.test(url))).toEqual(
    [],
  );
  expect(requests.filter((url) => url.startsWith(videoProviderURL))).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a page with the player has no serious accessibility issues (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const figure = await openDocsVideo(page);
    await startPlaying(page);
    const player = figure.locator('[data-media-player]');
    await player.press('k');
    await player.hover();
    await expect(figure.getByRole('button', { name: 'Settings' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('article, main').analyze();
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
