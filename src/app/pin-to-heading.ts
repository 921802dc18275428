/**
 * Keeps a `#hash` target at the top of the view while the page settles:
 * fonts, images, diagrams and the page footer arrive after the first scroll
 * and may change the height of what is above the heading. Every layout change
 * scrolls it back, until the reader scrolls, types or clicks themselves, or
 * the page has been still for a while.
 */

/** How long the layout must stay unchanged before the pin is let go. */
const SETTLE_MS = 1500;
/** The pin never outlives this, whatever keeps changing. */
const LIMIT_MS = 10_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let release: (() => void) | null = null;

export function pinToHeading(target: HTMLElement): void {
  release?.();
  target.scrollIntoView();
  if (typeof ResizeObserver === 'undefined') return;

  let settle = 0;
  const observer = new ResizeObserver(() => {
    if (!target.isConnected) return stop();
    target.scrollIntoView();
    window.clearTimeout(settle);
    settle = window.setTimeout(stop, SETTLE_MS);
  });
  const limit = window.setTimeout(stop, LIMIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(settle);
    window.clearTimeout(limit);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    if (release === stop) release = null;
  }
  release = stop;
  for (const type of READER_INPUT)
    window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.documentElement);
  for (const element of document.querySelectorAll('main, .page-container, .site-main')) {
    observer.observe(element);
  }
  settle = window.setTimeout(stop, SETTLE_MS);
  // Late web fonts reflow text without necessarily resizing the observed boxes.
  void document.fonts?.ready.then(() => {
    if (release === stop) target.scrollIntoView();
  });
}
