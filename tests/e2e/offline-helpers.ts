import type { Page } from '@playwright/test';
import { waitForPage } from './shell-helpers';

/** Loads a route and waits until the service worker controls the page and has stored it. */
export async function visitAndStore(page: Page, route: string) {
  await page.goto(route);
  await waitForPage(page);
  await page.locator('html[data-offline-ready="true"]').waitFor({ timeout: 30_000 });
}

/** URLs in one of the site's caches (the page can read what the worker stored). */
export function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}
