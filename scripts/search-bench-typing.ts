/**
 * Search latency as the reader sees it, measured the way ../shared/measure's
 * search.mjs does: in the page, a MutationObserver timestamps every change of
 * the set of visible results, and each keystroke is timed from its `keydown`
 * event to the next change. "Focus → first result" runs from the `focusin`
 * of the box to the first visible result.
 */
import type { Page } from '@playwright/test';

/** One visible result; the same element search.mjs counts for a combobox. */
export const RESULT_SELECTOR = '[role="listbox"] [role="option"]';

export type TypingMode = 'each' | 'continuous';

export interface TypingRun {
  focusToFirstResult: number | null;
  /** To the first result the index gave (page titles answer before it, src/features/search/title-answers.ts). */
  focusToIndexResult: number | null;
  /** Per typed key: ms from keydown to the first change of the visible results, null if none. */
  keys: (number | null)[];
}

interface ProbeState {
  armed: boolean;
  focus: number | null;
  keys: number[];
  changes: { t: number; n: number }[];
  signature: string;
  indexAnswer: number | null;
}

/**
 * Installed before the page's own scripts (context.addInitScript). Plain text:
 * a function serialised from this module would carry the TypeScript
 * loader's helpers, which the page does not have.
 */
export function probeScript(selector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(selector)};
    const state = { armed: false, focus: null, keys: [], changes: [], signature: '', indexAnswer: null };
    window.__searchProbe = state;
    const visible = (element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 0 || box.height <= 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    new MutationObserver(() => {
      if (!state.armed) return;
      const shown = [...document.querySelectorAll(selector)].filter(visible);
      if (state.indexAnswer === null && shown.length > 0 && document.querySelector('[data-answered-by="index"]'))
        state.indexAnswer = performance.now();
      const texts = shown.slice(0, 20).map((element) => (element.textContent || '').trim().slice(0, 100));
      const signature = shown.length + '|' + texts.join('\u241e');
      if (signature === state.signature) return;
      state.signature = signature;
      state.changes.push({ t: performance.now(), n: shown.length });
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('focusin', (event) => {
      if (state.armed && state.focus === null && event.target instanceof HTMLInputElement)
        state.focus = event.timeStamp;
    }, true);
    document.addEventListener('keydown', (event) => {
      if (state.armed && event.key.length === 1) state.keys.push(event.timeStamp);
    }, true);
  })();`;
}

const probeState = (page: Page) =>
  page.evaluate(() => {
    const state = (window as unknown as { __searchProbe: ProbeState }).__searchProbe;
    return {
      changes: state.changes.length,
      last: state.changes.at(-1)?.t ?? 0,
      now: performance.now(),
    };
  });

/** search.mjs's defaults: `--quiet` and `--key-timeout`. */
const QUIET_MS = 300;
const KEY_TIMEOUT_MS = 1500;

/** After a key in `each` mode: results changed and stayed quiet, or nothing changed for a while. */
async function settle(page: Page, before: number) {
  const started = Date.now();
  for (;;) {
    const { changes, last, now } = await probeState(page);
    if (changes > before && now - last >= QUIET_MS) return;
    if (Date.now() - started > KEY_TIMEOUT_MS) return;
    await page.waitForTimeout(20);
  }
}

/**
 * Clicks the search box on an opened page and types `query`: in `each` mode
 * waiting for the results to settle after every key, in `continuous` mode
 * `delayMs` apart as a person types.
 */
export async function typeAndMeasure(
  page: Page,
  query: string,
  mode: TypingMode,
  delayMs = 120,
): Promise<TypingRun> {
  await page.evaluate(() => {
    (window as unknown as { __searchProbe: ProbeState }).__searchProbe.armed = true;
  });
  await page.getByRole('combobox', { name: 'Search documentation…' }).click();
  for (const character of query) {
    const before = (await probeState(page)).changes;
    await page.keyboard.type(character);
    if (mode === 'continuous') await page.waitForTimeout(delayMs);
    else await settle(page, before);
  }
  await settle(page, (await probeState(page)).changes);
  const state = await page.evaluate(
    () => (window as unknown as { __searchProbe: ProbeState }).__searchProbe,
  );
  const keys = state.keys.map((at, index) => {
    const next = state.keys[index + 1] ?? Number.POSITIVE_INFINITY;
    const change = state.changes.find((entry) => entry.t >= at && entry.t < next);
    return change ? change.t - at : null;
  });
  const first = state.changes.find((entry) => entry.n > 0);
  return {
    focusToFirstResult: first && state.focus !== null ? first.t - state.focus : null,
    focusToIndexResult:
      state.indexAnswer !== null && state.focus !== null ? state.indexAnswer - state.focus : null,
    keys,
  };
}
