/**
 * Consent, analytics and CRM against loopback stand-ins. These tests need a
 * build with analytics configured, which the default build is not: beforeAll
 * builds the site again with VITE_* settings pointing at the stand-ins
 * (scripts/site-variant.ts, into .cache/e2e-analytics-<port>/, reused while
 * the sources are unchanged) and serves it with its own security headers.
 *
 * Ports: E2E_ANALYTICS_PORT (default 8960) is the PostHog stand-in, +1 the
 * CRM stand-in, +2 the analytics build's server.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type LocalStack, startLocalStack } from '../../scripts/local-stack';
import { buildSiteVariant, loopbackAnalyticsEnv } from '../../scripts/site-variant';
import {
  type CrmStandIn,
  type PosthogStandIn,
  scriptsWithAnalyticsCode,
  startCrmStandIn,
  startPosthogStandIn,
} from './analytics-stand-ins';
import { desktop, waitForPage } from './shell-helpers';

const basePort = Number(process.env.E2E_ANALYTICS_PORT ?? 8960);
const env = loopbackAnalyticsEnv(basePort, basePort + 1);
const outDir = `.cache/e2e-analytics-${basePort}`;

// One worker runs this file in order: it owns the stand-ins and the second server.
test.describe.configure({ mode: 'default', timeout: 90_000 });
test.use({ viewport: desktop });

let posthog: PosthogStandIn;
let crm: CrmStandIn;
let stack: LocalStack;
let site: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  posthog = await startPosthogStandIn(basePort);
  crm = await startCrmStandIn(basePort + 1);
  const dist = buildSiteVariant(`${outDir}/dist`, env);
  stack = await startLocalStack({
    port: basePort + 2,
    dir: dist,
    state: `${outDir}/state`,
    env,
    timeoutMs: 300_000,
  });
  site = stack.url;
});

test.afterAll(async () => {
  await stack?.stop();
  await posthog?.close();
  await crm?.close();
});

test.beforeEach(() => {
  for (const list of [
    posthog.requests,
    posthog.events,
    posthog.undecodable,
    crm.requests,
    crm.pageviews,
  ]) {
    list.length = 0;
  }
});

test.afterEach(() => {
  expect(posthog.undecodable).toEqual([]);
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and tracking' });

/** Every request the page makes, as URLs. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const pageviews = () => posthog.events.filter((event) => event.event === '$pageview');
const pageviewPaths = () =>
  pageviews().map((event) => new URL(String(event.properties.$current_url)).pathname);

/** Follows "Next" in the docs pagination; returns the new pathname once its page has rendered. */
async function clickNext(page: Page): Promise<string> {
  const link = page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: /Next/ });
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no Next link');
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await waitForPage(page);
  return href;
}

/**
 * A reader's browser. PostHog drops events from agents that look like bots, and headless,
 * automated chromium says so ("HeadlessChrome", navigator.webdriver): present it as a desktop one.
 */
async function freshPage(browser: Browser, theme?: 'light' | 'dark') {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
  const context = await browser.newContext({ viewport: desktop, userAgent });
  // Automation flags that PostHog's bot filter also reads: a reader's browser has neither.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
  const page = await context.newPage();
  if (theme) await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return { context, page };
}

test('the analytics build allows exactly the configured hosts, the default build none', async ({
  request,
}) => {
  const csp = async (url: string) => (await request.get(url)).headers()['content-security-policy'];
  const configured = await csp(`${site}/docs`);
  expect(configured).toContain(`script-src 'self'`);
  for (const directive of ['script-src', 'connect-src']) {
    const values = configured.split('; ').find((d) => d.startsWith(`${directive} `)) ?? '';
    expect(values).toContain(env.VITE_POSTHOG_HOST);
    expect(values).toContain(`http://127.0.0.1:${basePort + 1}`);
  }
  const plain = await csp('/docs');
  // The analytics and CRM stand-ins are absent (the video stand-in is the default build's provider).
  expect(plain).not.toContain(env.VITE_POSTHOG_HOST.replace(/\/$/, ''));
  expect(plain).not.toContain(`http://127.0.0.1:${basePort + 1}`);
  expect(plain).not.toMatch(/posthog|hs-scripts|hubspot/);
});

test('nothing is requested from analytics or CRM before the reader chooses', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser);
  const urls = recordRequests(page);
  await page.goto(`${site}/docs`);
  await waitForPage(page);
  await expect(banner(page)).toBeVisible();
  await clickNext(page);
  await clickNext(page);
  await page.waitForLoadState('networkidle');
  expect(posthog.requests).toEqual([]);
  expect(crm.requests).toEqual([]);
  expect(urls.filter((url) => /posthog|127\.0\.0\.1:896[01]/.test(url))).toEqual([]);
  await context.close();
});

test('after "Accept all": one pageview per client-side navigation, none for hash or query changes', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser);
  await page.goto(`${site}/docs`);
  await waitForPage(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  // The first page counts once, from the analytics client and from the CRM script.
  await expect.poll(pageviewPaths, { timeout: 15_000 }).toEqual(['/docs']);
  await expect.poll(() => crm.pageviews).toEqual(['/docs']);

  const visited = ['/docs'];
  for (let step = 0; step < 5; step++) {
    visited.push(await clickNext(page));
    if (step === 1) {
      // Hash and query-only changes keep the page: not page views.
      const heading = await page.locator('main#content h2[id]').first().getAttribute('id');
      await page.evaluate((id) => {
        location.hash = id ?? 'top';
      }, heading);
      await page.evaluate(() => {
        history.pushState(history.state, '', `${location.pathname}?tab=python`);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      });
      await expect(page).toHaveURL(/\?tab=python$/);
    }
  }
  expect(new Set(visited).size).toBe(6);
  await expect.poll(pageviewPaths, { timeout: 15_000 }).toEqual(visited);
  await expect.poll(() => crm.pageviews).toEqual(visited);
  // Each pageview carries the full address of its page.
  expect(pageviews().map((event) => event.properties.$current_url)).toEqual(
    visited.map((path) => `${site}${path}`),
  );
  expect(crm.requests.filter((r) => r.path.endsWith('.js')).map((r) => r.path)).toEqual([
    '/4711.js',
  ]);

  // A reload keeps the choice: no banner, and exactly one pageview for the reloaded page.
  await page.reload();
  await waitForPage(page);
  const last = visited[visited.length - 1];
  await expect.poll(pageviewPaths, { timeout: 15_000 }).toEqual([...visited, last]);
  await expect(banner(page)).toHaveCount(0);
  await context.close();
});

test('after "Reject all" no analytics code is downloaded, then or on later pages', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser);
  const urls = recordRequests(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${site}/docs`);
  await waitForPage(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await clickNext(page);
  await page.reload();
  await waitForPage(page);
  await expect(banner(page)).toHaveCount(0);
  await clickNext(page);
  await page.waitForLoadState('networkidle');
  expect(posthog.requests).toEqual([]);
  expect(crm.requests).toEqual([]);
  expect(urls.filter((url) => /posthog/.test(url))).toEqual([]);
  // The analytics library's own code never arrives, whatever its chunk is called.
  expect(await scriptsWithAnalyticsCode(page, scripts)).toEqual([]);
  await context.close();
});

test('customised choices: analytics only, then CRM only from "Cookie settings"', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser);
  await page.goto(`${site}/docs`);
  await waitForPage(page);
  await banner(page).getByRole('button', { name: 'Customise' }).click();
  const analytics = banner(page).getByRole('checkbox', { name: /Product analytics/ });
  const crmBox = banner(page).getByRole('checkbox', { name: /CRM tracking/ });
  await expect(analytics).not.toBeChecked();
  await expect(crmBox).not.toBeChecked();
  await analytics.check();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(pageviewPaths, { timeout: 15_000 }).toEqual(['/docs']);
  const second = await clickNext(page);
  await expect.poll(pageviewPaths, { timeout: 15_000 }).toEqual(['/docs', second]);
  expect(crm.requests).toEqual([]);

  // Change of mind: the footer entry reopens the choices as stored.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(analytics).toBeChecked();
  await analytics.uncheck();
  await crmBox.check();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => crm.pageviews).toEqual([second]);
  const third = await clickNext(page);
  await expect.poll(() => crm.pageviews).toEqual([second, third]);
  // Analytics was withdrawn: the next page was not captured.
  await page.waitForLoadState('networkidle');
  expect(pageviewPaths()).not.toContain(third);
  await context.close();
});

test('the banner works by keyboard and "Cookie settings" returns focus', async ({ browser }) => {
  const { context, page } = await freshPage(browser);
  await page.goto(`${site}/docs`);
  await waitForPage(page);
  // First in the tab order, before the skip link.
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Customise' })).toBeFocused();
  await page.keyboard.press('Enter');
  const analytics = banner(page).getByRole('checkbox', { name: /Product analytics/ });
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await banner(page).getByRole('button', { name: 'Save choices' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect.poll(pageviewPaths, { timeout: 15_000 }).toEqual(['/docs']);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(analytics).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the banner has no serious or critical axe violations in ${theme} mode`, async ({
    browser,
  }) => {
    const { context, page } = await freshPage(browser, theme);
    await page.goto(`${site}/docs`);
    await waitForPage(page);
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    for (const state of ['first', 'customise'] as const) {
      if (state === 'customise')
        await banner(page).getByRole('button', { name: 'Customise' }).click();
      await expect(banner(page)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('[data-testid="consent-banner"]')
        .analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${state}: ${v.id}`)).toEqual([]);
    }
    await context.close();
  });
}

test('the banner shifts no layout when it appears or goes', async ({ browser }) => {
  const { context, page } = await freshPage(browser);
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '',
        );
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __shifts: { value: number; hadRecentInput: boolean; sources: string[] }[];
          }
        ).__shifts,
    );
  // Clicks from script, not from the (trusted) mouse: shifts right after real input are left
  // out of CLS, and these must be counted.
  const clickInPage = (name: string) =>
    page.evaluate((label) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === label);
      if (!button) throw new Error(`no button ${label}`);
      button.click();
    }, name);

  await page.goto(`${site}/docs`);
  await waitForPage(page);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // An overlay: fixed, so its arrival moved nothing, and nothing it holds shifted.
  expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const settled = await shifts();
  expect(settled.flatMap((shift) => shift.sources).filter((s) => s.includes('consent'))).toEqual(
    [],
  );

  // Customise grows the banner upwards: the reader's own click, which CLS leaves out.
  await banner(page).getByRole('button', { name: 'Customise' }).click();
  await expect(banner(page).getByRole('checkbox')).toHaveCount(2);
  await clickInPage('Reject all');
  await expect(banner(page)).toBeHidden();
  await clickInPage('Cookie settings');
  await expect(banner(page)).toBeVisible();
  await clickInPage('Reject all');
  await expect(banner(page)).toBeHidden();
  // Two animation frames: any shift from the last change has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // As CLS counts them: shifts right after the reader's own input are left out.
  expect((await shifts()).slice(settled.length).filter((shift) => !shift.hadRecentInput)).toEqual(
    [],
  );
  await context.close();
});
