/**
 * JavaScript on first load of a docs page in a build with analytics and CRM
 * configured, before the reader has chosen: what the consent banner costs,
 * since the analytics client and the CRM script load only after consent.
 * Builds that variant of the site (scripts/site-variant.ts) into
 * .cache/bench-analytics/ and serves it on BENCH_ANALYTICS_PORT (default
 * 8963); the key points at a closed loopback port, so nothing leaves the
 * machine even if something were sent. Lighthouse then loads the same page
 * in a fresh profile, banner showing: the banner must shift nothing (CLS 0).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { Benchmark, BenchRow } from './bench.ts';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoadScripts } from './bench-first-load.ts';
import { medianOfRuns } from './bench-lighthouse.ts';
import { startLocalStack } from './local-stack.ts';
import { buildSiteVariant, loopbackAnalyticsEnv } from './site-variant.ts';
import { round } from './stats.ts';

const DOCS_PAGE = '/docs/get-started';

export const analyticsFirstLoad: Benchmark = async ({ browser }) => {
  const port = Number(process.env.BENCH_ANALYTICS_PORT ?? 8963);
  const env = loopbackAnalyticsEnv(port + 1, port + 1);
  const dist = buildSiteVariant('.cache/bench-analytics/dist', env);
  const stack = await startLocalStack({
    port,
    dir: dist,
    state: '.cache/bench-analytics/state',
    env,
    timeoutMs: 300_000,
  });
  try {
    // The budget is what the page needs to go live, as for the other pages (bench-first-load.ts).
    const firstLoad = await measureFirstLoadScripts(browser, `${stack.url}${DOCS_PAGE}`);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(stack.url) && request.url().includes(`:${port + 1}`)) {
        thirdParty.push(request.url());
      }
    });
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
    await page.goto(`${stack.url}${DOCS_PAGE}`, { waitUntil: 'load' });
    await page.locator('main#content:not([aria-busy])').waitFor();
    await page.getByRole('region', { name: 'Cookies and tracking' }).waitFor();
    await page.waitForLoadState('networkidle');

    // After "Accept all": what the analytics client adds, loaded on demand.
    const before = new Set(scripts.keys());
    const requestsBeforeConsent = thirdParty.length;
    await page.getByRole('button', { name: 'Accept all' }).click();
    // The page reached network idle once already, so that load state would not wait again.
    await quietNetwork(page, 1_000);
    const added = [...scripts.entries()].filter(([url]) => !before.has(url));
    const addedSizes = await Promise.all(added.map(([, size]) => size));
    await context.close();
    return [
      ...consentBannerLighthouse(`${stack.url}${DOCS_PAGE}`),
      {
        name: `JS before interactive, ${DOCS_PAGE}, analytics configured, no consent yet (gzip)`,
        value: round(firstLoad.beforeLive / 1024),
        unit: 'KB',
        budget: FIRST_LOAD_BUDGET_KB,
        detail: `${firstLoad.beforeLiveFiles} files; ${round(firstLoad.untilIdle / 1024)} KB in ${firstLoad.untilIdleFiles} files until network idle; ${requestsBeforeConsent} analytics/CRM requests before consent`,
      },
      {
        name: 'JS loaded after "Accept all" (gzip)',
        value: round(addedSizes.reduce((sum, size) => sum + size, 0) / 1024),
        unit: 'KB',
        detail: `${added.length} files, off the first load`,
      },
    ];
  } finally {
    await stack.stop();
  }
};

/** Resolves once `page` has started and finished no request for `quietMs` (at most 15 s). */
async function quietNetwork(page: Page, quietMs: number): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const deadline = Date.now() + 15_000;
  while (Date.now() - last < quietMs && Date.now() < deadline) await page.waitForTimeout(100);
  page.off('request', touch);
  page.off('requestfinished', touch);
  page.off('requestfailed', touch);
}

/** Lighthouse (mobile, median of 3) with the consent banner showing: its layout shift. */
function consentBannerLighthouse(url: string): BenchRow[] {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-consent-lighthouse-'));
  try {
    const median = medianOfRuns(url, work);
    return [
      {
        name: `lighthouse ${DOCS_PAGE} with the consent banner CLS`,
        value: median('cls'),
        unit: '',
        budget: 0,
        detail: `analytics and CRM configured, no choice yet; TBT ${round(median('tbt'))} ms, performance ${median('performance')}`,
      },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
