import path from 'node:path';
import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import { cloudRegions, type RegionKey, supportChat } from '../../config/site';
import { baseURL } from '../../playwright.config';
import { queryLocalD1 } from '../../scripts/local-d1';

/** The e2e server's database (playwright.config.ts serves .cache/e2e-<port>/state). */
export const e2eState = path.join('.cache', `e2e-${new URL(baseURL).port}`, 'state');

export interface FeedbackRow {
  page: string;
  feedback: string;
  comment: string | null;
  created_at: string;
}

/**
 * Rows stored for `page` since `since` (an ISO time), oldest first. The running
 * server may hold the SQLite lock for a moment after a write: retry SQLITE_BUSY.
 */
export async function feedbackRows(page: string, since: string): Promise<FeedbackRow[]> {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const sql = `SELECT page, feedback, comment, created_at FROM feedback WHERE page = ${quote(page)} AND created_at >= ${quote(since)} ORDER BY created_at, rowid`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await queryLocalD1<FeedbackRow>(e2eState, sql);
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * Plays the cloud app's session endpoint on every region host: signed in where
 * listed (a `user` object), signed out elsewhere, network failure for `failing`.
 * CORS headers as the real app sends them to a credentialed cross-origin request.
 */
export async function routeRegionSessions(
  target: Page | BrowserContext,
  signedIn: RegionKey[],
  failing: RegionKey[] = [],
): Promise<string[]> {
  const seen: string[] = [];
  for (const region of cloudRegions) {
    await target.route(`${region.url}/api/auth/session`, async (route: Route) => {
      seen.push(route.request().url());
      if (failing.includes(region.key)) return route.abort('connectionrefused');
      const origin = route.request().headers().origin ?? baseURL;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {
          'access-control-allow-origin': origin,
          'access-control-allow-credentials': 'true',
          vary: 'Origin',
        },
        body: JSON.stringify(
          signedIn.includes(region.key)
            ? {
                user: { id: `user-${region.key}`, email: 'reader@example.org' },
                expires: '2099-01-01',
              }
            : {},
        ),
      });
    });
  }
  return seen;
}

/** Plays /api/get-continent-code: a continent, or a failing lookup for null. */
export async function routeContinent(target: Page | BrowserContext, continent: string | null) {
  await target.route('**/api/get-continent-code', (route) =>
    continent
      ? route.fulfill({ status: 200, json: { continentCode: continent } })
      : route.fulfill({ status: 500, json: { error: 'lookup failed' } }),
  );
}

/** Plays the third-party chat script: records init/open calls on window.__chatCalls. */
export async function routeChatScript(target: Page | BrowserContext): Promise<{ loads: number }> {
  const counter = { loads: 0 };
  await target.route(supportChat.scriptUrl, (route) => {
    counter.loads += 1;
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `window.__chatCalls = [];
window.Plain = {
  init: function (options) { window.__chatCalls.push(['init', options]); },
  update: function (options) { window.__chatCalls.push(['update', options]); },
  open: function () { window.__chatCalls.push(['open']); },
};`,
    });
  });
  return counter;
}

/** Waits until the page's own content (not the loading placeholder) is on screen. */
export async function waitForContent(page: Page) {
  await page.locator('html[data-app="live"] main#content:not([aria-busy])').waitFor();
  // The page footer area loads as it nears the viewport: bring it close, wait until it is in.
  // Scrolled from inside the page: the placeholder may be swapped out at any moment.
  await page.evaluate(() => document.querySelector('.page-footer-pending')?.scrollIntoView());
  await page.locator('.page-footer-pending').waitFor({ state: 'detached' });
}

/** Waits until the page has fetched the outbox's code (src/features/outbox/outbox.ts). */
export async function waitForOutboxCode(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/outbox-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
}
