/**
 * JavaScript a reader downloads before the page responds, on the pages of the
 * first-load budget (home, a docs page, the diagram page, a cookbook guide):
 * every script fetched before `<html data-app="live">` (hydration done), plus
 * the inline scripts of the HTML, each gzip-compressed at level 9. What loads
 * after hydration (on idle, on interaction, as parts near the viewport) is
 * reported next to it, not counted.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { Benchmark, BenchRow } from './bench.ts';
import { BUDGET_PAGES } from './bench-lighthouse.ts';
import { round } from './stats.ts';

/**
 * The whole page hydrates with React, react-dom, the router and React Query;
 * what it needs to go live must not grow past this.
 */
export const FIRST_LOAD_BUDGET_KB = 135;

export interface FirstLoadScripts {
  /** gzip bytes of the scripts fetched before the app was live, inline ones included. */
  beforeLive: number;
  beforeLiveFiles: number;
  /** gzip bytes of every script until the network was idle. */
  untilIdle: number;
  untilIdleFiles: number;
}

/**
 * In the page, before any of its scripts (there may be no <html> element yet):
 * when the app turns live, on the page's clock.
 */
const recordLiveAt = `(() => {
  performance.setResourceTimingBufferSize(5000);
  new MutationObserver((records, observer) => {
    if (document.documentElement?.dataset.app !== 'live') return;
    window.__liveAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
})()`;

interface InPageScripts {
  liveAt: number;
  fetchedBeforeLive: string[];
  inline: string[];
}

/** Splits one cold load of `url` (fresh context, empty cache) at the moment the app is live. */
export async function measureFirstLoadScripts(
  browser: Browser,
  url: string,
): Promise<FirstLoadScripts> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLiveAt);
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const address = response.url();
      if (type !== 'script' && !new URL(address).pathname.endsWith('.js')) return;
      scripts.set(
        address,
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-app="live"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const inPage = (await page.evaluate(`(() => {
      const liveAt = window.__liveAt;
      const fetchedBeforeLive = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < liveAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
      const inline = [...document.querySelectorAll('script:not([src])')]
        .filter((script) => !script.type || /javascript|module/.test(script.type))
        .map((script) => script.textContent || '');
      return { liveAt, fetchedBeforeLive, inline };
    })()`)) as InPageScripts;
    if (typeof inPage.liveAt !== 'number') throw new Error(`${url}: the app never turned live`);
    const sizes = new Map<string, number>();
    for (const [address, size] of scripts) sizes.set(address, await size);
    const inline = inPage.inline.reduce(
      (sum, text) => sum + gzipSync(Buffer.from(text), { level: 9 }).length,
      0,
    );
    const early = new Set(inPage.fetchedBeforeLive);
    const beforeLive = [...early].reduce((sum, address) => sum + (sizes.get(address) ?? 0), 0);
    const all = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    return {
      beforeLive: beforeLive + inline,
      beforeLiveFiles: early.size,
      untilIdle: all + inline,
      untilIdleFiles: sizes.size,
    };
  } finally {
    await context.close();
  }
}

export const firstLoadJavaScript: Benchmark = async ({ browser, baseURL }) => {
  const rows: BenchRow[] = [];
  for (const path of BUDGET_PAGES) {
    const result = await measureFirstLoadScripts(browser, new URL(path, baseURL).href);
    rows.push({
      name: `JS before interactive, ${path} (gzip)`,
      value: round(result.beforeLive / 1024),
      unit: 'KB',
      budget: FIRST_LOAD_BUDGET_KB,
      detail: `${result.beforeLiveFiles} files; ${round(result.untilIdle / 1024)} KB in ${result.untilIdleFiles} files until network idle`,
    });
  }
  return rows;
};
