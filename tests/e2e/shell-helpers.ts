import type { APIRequestContext, Page } from '@playwright/test';
import type { ContentManifest, PageChunk, PageMapEntry } from '../../build-content/bundle-format';

/**
 * The local server may close a kept-alive connection just as the next
 * request is sent on it (ECONNRESET); these reads are idempotent GETs, so
 * Playwright sends them again.
 */
const RESET_RETRIES = { maxRetries: 2 };

/** Reads bundle files the way the app does, so tests follow the content instead of hard-coding it. */
export async function readManifest(request: APIRequestContext): Promise<ContentManifest> {
  return (await request.get('/_content/manifest.json', RESET_RETRIES)).json();
}

export async function readChunk(request: APIRequestContext, route: string): Promise<PageChunk> {
  const { buildId } = await readManifest(request);
  const path = route === '/' ? '/index' : route;
  return (await request.get(`/_content/${buildId}/pages${path}.json`, RESET_RETRIES)).json();
}

export async function readPageMap(request: APIRequestContext): Promise<PageMapEntry[]> {
  const { buildId, defaultLocale } = await readManifest(request);
  return (
    await request.get(`/_content/${buildId}/page-map.${defaultLocale}.json`, RESET_RETRIES)
  ).json();
}

/** Waits until the page's own content (not the loading placeholder) is on screen and live (hydrated). */
export async function waitForPage(page: Page) {
  await page.locator('html[data-app="live"] main#content:not([aria-busy])').waitFor();
}

/** Waits until the late font faces, loaded once the page is live, are added and every face has settled. */
export async function fontsSettled(page: Page) {
  await page.evaluate(async () => {
    await (window as { __lateFonts?: Promise<void> }).__lateFonts;
    await document.fonts.ready;
  });
}

export const desktop = { width: 1440, height: 900 };

/** Requests matching `pattern` wait until `release` is called; `requested` resolves on the first. */
export async function holdRequests(page: Page, pattern: RegExp) {
  let requested: () => void = () => {};
  const seen = new Promise<void>((resolve) => {
    requested = resolve;
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  return { requested: seen, release };
}
