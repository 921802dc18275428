/**
 * Client-side navigation as a reader does it: a click on a sidebar link whose
 * page is already prefetched (hovered), timed from the click event to the
 * first moment the new page's h1 is visible, and to the frame after it (as
 * ../shared/measure/nav.mjs does). Back and forth between two docs pages.
 */
import type { Page } from '@playwright/test';
import type { Benchmark } from './bench.ts';
import { percentile, round } from './stats.ts';

const PAGES = ['/docs/get-started', '/docs/tracing'] as const;

/**
 * In-page code, kept as a string: tsx would wrap named functions in a helper
 * that does not exist in the browser. On the next click, remembers the h1 on
 * screen; resolves `window.__nav` with the ms from the click to the first DOM
 * change after which `href` is the location and a different h1 is visible,
 * and to the animation frame after that.
 */
const armNavigationTimer = `function (href) {
  function visibleH1() {
    var headings = document.querySelectorAll('main h1');
    for (var i = 0; i < headings.length; i++) {
      var box = headings[i].getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(headings[i]).visibility !== 'hidden')
        return headings[i];
    }
    return null;
  }
  window.__nav = new Promise(function (resolve) {
    document.addEventListener('click', function (event) {
      var clickedAt = event.timeStamp;
      var before = visibleH1();
      var beforeText = before ? before.textContent : null;
      var observer = new MutationObserver(check);
      function check() {
        if (location.pathname !== href) return;
        var heading = visibleH1();
        if (!heading || (heading === before && heading.textContent === beforeText)) return;
        observer.disconnect();
        var visibleAt = performance.now();
        requestAnimationFrame(function () {
          resolve({ visible: visibleAt - clickedAt, frame: performance.now() - clickedAt });
        });
      }
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      queueMicrotask(check);
    }, { capture: true, once: true });
  });
}`;

interface NavigationTiming {
  visible: number;
  frame: number;
}

async function clickSidebarLink(page: Page, href: string): Promise<NavigationTiming> {
  const link = page.locator(`aside.sidebar a[href="${href}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  // Hovering prefetches; give the chunk time to arrive so the click measures rendering only.
  await page.waitForTimeout(400);
  await page.evaluate(`(${armNavigationTimer})(${JSON.stringify(href)})`);
  await link.click();
  const timing = (await page.evaluate(
    () => (window as unknown as { __nav: Promise<NavigationTiming> }).__nav,
  )) as NavigationTiming;
  await page.locator('main#content:not([aria-busy])').waitFor();
  return timing;
}

export const sidebarNavigation: Benchmark = async ({ browser, baseURL, runs }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}${PAGES[0]}`);
  await page.locator('html[data-app="live"] main#content:not([aria-busy])').waitFor();
  await page.waitForLoadState('networkidle');
  const timings: NavigationTiming[] = [];
  // The first click after load also pays for compiling the render path; it is reported on its own.
  for (let run = 0; run < runs + 1; run += 1) {
    timings.push(await clickSidebarLink(page, PAGES[(run + 1) % 2]));
  }
  await context.close();
  const first = timings.shift() as NavigationTiming;
  const sorted = (key: keyof NavigationTiming) => timings.map((t) => t[key]).sort((a, b) => a - b);
  const detail = `sidebar ${PAGES.join(' ⇄ ')}, ${runs} runs after the first`;
  return [
    {
      name: 'First sidebar click after load → h1 visible',
      value: round(first.visible),
      unit: 'ms',
      detail: 'includes compiling the render path',
    },
    {
      name: 'Click on prefetched sidebar link → h1 visible (median)',
      value: round(percentile(sorted('visible'), 0.5)),
      unit: 'ms',
      budget: 50,
      detail,
    },
    {
      name: 'Click on prefetched sidebar link → h1 visible (p90)',
      value: round(percentile(sorted('visible'), 0.9)),
      unit: 'ms',
      budget: 50,
    },
    {
      name: 'Click on prefetched sidebar link → next frame (median)',
      value: round(percentile(sorted('frame'), 0.5)),
      unit: 'ms',
      detail: 'the frame after the h1 is visible, about when it is painted',
    },
  ];
};
