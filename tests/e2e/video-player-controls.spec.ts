import { type Page, test } from '@playwright/test';
import {
  expect,
  media,
  openDocsVideo,
  pauseAt,
  STREAM_TIMEOUT,
  startPlaying,
  VIDEO_DURATION,
} from './video-helpers';

// The player's controls with the constants of SPEC.md §9, on the 40 s fixture stream.
test.describe.configure({ timeout: 150_000 });

/** Volume as the page reports it, rounded away from float noise. */
async function volume(page: Page) {
  return Math.round((await media(page).volume()) * 1000) / 1000;
}

test('volume keys step 0.05, and 0.1 with Shift; unmuting from zero sets 0.25', async ({
  page,
}) => {
  await openDocsVideo(page);
  await startPlaying(page);
  const player = await pauseAt(page, 1);
  await media(page).setVolume(0.5);
  await expect.poll(() => volume(page)).toBe(0.5);

  await player.press('ArrowUp');
  await expect.poll(() => volume(page)).toBe(0.55);
  await player.press('ArrowDown');
  await expect.poll(() => volume(page)).toBe(0.5);
  await player.press('Shift+ArrowUp');
  await expect.poll(() => volume(page)).toBe(0.6);
  await player.press('Shift+ArrowDown');
  await expect.poll(() => volume(page)).toBe(0.5);

  // Volume zero counts as muted; unmuting brings it back to an audible 0.25.
  await media(page).setVolume(0);
  await expect(player).toHaveAttribute('data-muted', '');
  await player.press('m');
  await expect.poll(() => volume(page)).toBe(0.25);
  expect(await media(page).muted()).toBe(false);
  await expect(player).not.toHaveAttribute('data-muted', '');
});

test('the seek buttons next to play jump 30 s', async ({ page }) => {
  const figure = await openDocsVideo(page);
  await startPlaying(page);
  await pauseAt(page, 2);
  await figure.locator('[data-media-player]').hover();
  await figure.getByRole('button', { name: 'Forward 30 seconds' }).click();
  await expect.poll(() => media(page).currentTime()).toBeCloseTo(32, 0);
  await figure.getByRole('button', { name: 'Back 30 seconds' }).click();
  await expect.poll(() => media(page).currentTime()).toBeCloseTo(2, 0);
  // Near the end, forward stops at the end instead of overshooting.
  await media(page).seek(VIDEO_DURATION - 20);
  await figure.getByRole('button', { name: 'Forward 30 seconds' }).click();
  await expect.poll(() => media(page).currentTime()).toBeCloseTo(VIDEO_DURATION, 0);
});

test('the quality menu lists both renditions by height and switches to the chosen one', async ({
  page,
}) => {
  const figure = await openDocsVideo(page);
  await startPlaying(page);
  await figure.locator('[data-media-player]').hover();
  await figure.getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: /^Quality/ }).click();
  const options = menu.getByRole('menuitemradio');
  await expect(options).toHaveText([/^Auto/, /^240p/, /^144p/]);
  // Each rendition also shows its bitrate (the master playlist's BANDWIDTH).
  await expect(options.nth(1)).toContainText('Mbps');

  await options.filter({ hasText: /^144p/ }).click();
  await expect(options.filter({ hasText: /^144p/ })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => media(page).height(), { timeout: STREAM_TIMEOUT }).toBe(144);
});

test('fullscreen and picture-in-picture buttons are offered; fullscreen opens the player', async ({
  page,
}) => {
  const figure = await openDocsVideo(page);
  await startPlaying(page);
  const player = figure.locator('[data-media-player]');
  await player.hover();
  await expect(figure.getByRole('button', { name: 'PiP' })).toBeVisible();
  const fullscreen = figure.getByRole('button', { name: 'Fullscreen' });
  await expect(fullscreen).toBeVisible();
  await fullscreen.click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.matches('[data-media-player]')))
    .toBe(true);
  await expect(player).toHaveAttribute('data-fullscreen', '');
  await page.evaluate(() => document.exitFullscreen());
  await expect(player).not.toHaveAttribute('data-fullscreen', '');
});

test('without fullscreen or picture-in-picture support their buttons are hidden', async ({
  page,
}) => {
  // A browser that offers neither API (or has them disabled by policy).
  await page.addInitScript(() => {
    for (const name of ['pictureInPictureEnabled', 'fullscreenEnabled', 'webkitFullscreenEnabled'])
      Object.defineProperty(Document.prototype, name, { configurable: true, get: () => false });
  });
  const figure = await openDocsVideo(page);
  await startPlaying(page);
  await figure.locator('[data-media-player]').hover();
  // The rest of the controls are there; these two degrade silently.
  await expect(figure.getByRole('button', { name: 'Settings' })).toBeVisible();
  for (const control of ['.vds-pip-button', '.vds-fullscreen-button']) {
    await expect(figure.locator(control)).toHaveAttribute('aria-hidden', 'true');
    await expect(figure.locator(control)).toBeHidden();
  }
  await figure.locator('[data-media-player]').press('f');
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('controls hide after 2 s without activity while playing', async ({ page }) => {
  const figure = await openDocsVideo(page);
  await startPlaying(page);
  const player = figure.locator('[data-media-player]');
  const box = await player.boundingBox();
  if (!box) throw new Error('player has no box');
  // Over the picture, away from the control bar (hovering a control keeps them shown).
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await expect(player).toHaveAttribute('data-controls', '');

  // From one pointer move to the controls hiding, timed in the page.
  const idleMs = await player.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (el.hasAttribute('data-controls')) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(el, { attributes: true, attributeFilter: ['data-controls'] });
        el.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
      }),
  );
  expect(idleMs).toBeGreaterThanOrEqual(1900);
  expect(idleMs).toBeLessThan(3500);
  expect(await media(page).paused()).toBe(false);

  // Paused, they stay.
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 3);
  await player.press('k');
  await expect(player).toHaveAttribute('data-controls', '');
  await page.waitForTimeout(2_500);
  await expect(player).toHaveAttribute('data-controls', '');
});
