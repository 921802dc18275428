/**
 * `npm run bench` rows for the video player: JavaScript (gzip) on a cold
 * first load of a docs page with a video, then once the video has neared the
 * viewport (the player chunk), then after clicking play (hls.js). Stream
 * requests go to the loopback provider stand-in through request routing, so
 * the site's configured provider host never has to be reachable.
 */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { playerConstants, streamProvider } from '../config/video.ts';
import { startVideoProvider } from '../tests/video-provider/server.ts';
import type { Benchmark, BenchRow } from './bench.ts';
import { round } from './stats.ts';

const VIDEO_PAGE = '/docs/tracing';
const VIEWPORT = { width: 1440, height: 900 };
/** The player code loads once a video is this close below the viewport (rootMargin's bottom). */
const LOAD_MARGIN_PX = Number.parseInt(playerConstants.loadMargin.split(' ')[2], 10);
const PLAYER_CODE = /\/assets\/(video-player|vidstack|hls)-[^/]+\.js$/;

/** Gzip sizes of every script the page has fetched so far, by URL. */
function collectScripts(page: Page): Map<string, Promise<number>> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
    scripts.set(
      url,
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  return scripts;
}

async function totalKB(scripts: Map<string, Promise<number>>): Promise<number> {
  const sizes = await Promise.all(scripts.values());
  return round(sizes.reduce((sum, size) => sum + size, 0) / 1024);
}

export const videoBenchmark: Benchmark = async ({ browser, baseURL }) => {
  const provider = await startVideoProvider(0);
  const standIn = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.route(`${streamProvider.baseUrl}/**`, async (route) => {
      const url = route.request().url().replace(streamProvider.baseUrl, standIn);
      const response = await route.fetch({ url });
      await route.fulfill({ response });
    });
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(`${baseURL}${VIDEO_PAGE}`, { waitUntil: 'load' });
    await page.locator('main#content:not([aria-busy])').waitFor();
    await page.waitForLoadState('networkidle');
    const figure = page.locator('figure.video').first();
    // The first row only means something if the video is beyond the load margin at first load.
    const below = await figure.evaluate(
      (el) => el.getBoundingClientRect().top - window.innerHeight,
    );
    if (!(below > LOAD_MARGIN_PX))
      throw new Error(
        `${VIDEO_PAGE}: the video is ${Math.round(below)} px below the fold, within the ${LOAD_MARGIN_PX} px load margin: pick a page where it is further down`,
      );
    const early = [...scripts.keys()].filter((url) => PLAYER_CODE.test(url));
    if (early.length > 0)
      throw new Error(
        `player code loaded before the video neared the viewport: ${early.join(', ')}`,
      );
    const firstLoad = await totalKB(scripts);
    const filesFirst = scripts.size;

    const playerChunk = page.waitForResponse(/\/assets\/video-player-[^/]+\.js$/);
    await figure.scrollIntoViewIfNeeded();
    await playerChunk;
    await page.waitForLoadState('networkidle');
    const near = await totalKB(scripts);
    const filesNear = scripts.size;

    await figure.getByRole('button', { name: /^Play video/ }).click();
    await page.waitForFunction(
      () => (document.querySelector('figure.video video') as HTMLVideoElement | null)?.currentTime,
      null,
      { timeout: 60_000 },
    );
    const playing = await totalKB(scripts);

    const rows: BenchRow[] = [
      {
        name: `Video page JS on first load, video not near (${VIDEO_PAGE}, gzip)`,
        value: firstLoad,
        unit: 'KB',
        detail: `${filesFirst} files, video ${Math.round(below)} px below the fold (load margin ${LOAD_MARGIN_PX} px; the page also has a diagram)`,
      },
      {
        name: 'Video page JS once the video nears the viewport (gzip)',
        value: near,
        unit: 'KB',
        detail: `player chunk +${round(near - firstLoad)} KB, ${filesNear - filesFirst} files`,
      },
      {
        name: 'Video page JS after clicking play (gzip)',
        value: playing,
        unit: 'KB',
        detail: `hls.js +${round(playing - near)} KB`,
      },
    ];
    return rows;
  } finally {
    await context.close();
    provider.close();
  }
};
