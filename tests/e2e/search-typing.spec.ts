import { expect, type Page, test } from '@playwright/test';
import { holdSearchChunks, SEARCH_HEAD_CHUNK } from './search-helpers';
import { desktop, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });
test.setTimeout(60_000);

const READY = { timeout: 20_000 };
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search documentation…' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search documentation…' });

/** Every query the result list has shown an answer for, in order (its `data-query`). */
async function recordAnswers(page: Page) {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { __answers: string[] }).__answers = shown;
    new MutationObserver(() => {
      const query = document.querySelector('[role="listbox"]')?.getAttribute('data-query');
      if (query && shown.at(-1) !== query) shown.push(query);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __answers: string[] }).__answers);
}

test.describe('search while typing', () => {
  test('keys typed while the index loads are all kept and answered once it is in', async ({
    page,
  }) => {
    // Both chunks of the locale wait until the whole word is typed.
    const release = await holdSearchChunks(page);
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await searchBox(page).click();
    await page.keyboard.type('observe');
    await expect(page.locator('.search')).toHaveAttribute('data-state', 'loading');
    await expect(searchBox(page)).toHaveValue('observe');
    release();
    await expect(listbox(page)).toHaveAttribute('data-answered-by', 'index', READY);
    await expect(listbox(page)).toHaveAttribute('data-query', 'observe');
    await expect(listbox(page).locator('mark').first()).toHaveText(/^observe/i);
  });

  test('every key typed 60 ms apart gets its own answer on screen', async ({ page }) => {
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await searchBox(page).click();
    await page.locator('.search[data-complete]').waitFor(READY);
    const answers = await recordAnswers(page);
    await searchBox(page).pressSequentially('observe', { delay: 60 });
    await expect(listbox(page)).toHaveAttribute('data-query', 'observe');
    expect(await answers()).toEqual(['o', 'ob', 'obs', 'obse', 'obser', 'observ', 'observe']);
  });

  test('the full index is requested only after a pause in typing', async ({ page }) => {
    await page.addInitScript(() => {
      const keys: number[] = [];
      (window as unknown as { __keys: number[] }).__keys = keys;
      document.addEventListener('keydown', () => keys.push(Date.now()), true);
    });
    let requestedAt = 0;
    await page.route(/\/search\/en-US\.json$/, (route) => {
      requestedAt ||= Date.now();
      return route.continue();
    });
    // The head chunk is held until typing has begun, so the page decides about
    // the full chunk while the reader types: one who has not typed yet has
    // paused, and under load the first key can come after the head is in.
    const releaseHead = await holdSearchChunks(page, SEARCH_HEAD_CHUNK);
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await searchBox(page).click();
    await searchBox(page).press('o');
    releaseHead();
    // Titles and headings answer within the next keys; the full chunk waits.
    await searchBox(page).pressSequentially('bserve tracing sessions', { delay: 60 });
    await page.locator('.search[data-complete]').waitFor(READY);
    const keys = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
    expect(requestedAt).toBeGreaterThan(keys[0]);
    // The page decides, then the worker requests: keys may land in between. So the
    // pause is the gap between consecutive keys (or the last key and the request)
    // that spans the decision, shortly before the request was seen.
    const times = [...keys, requestedAt].sort((a, b) => a - b);
    const gaps = times
      .slice(1)
      .map((at, index) => ({ from: times[index], to: at }))
      .filter(({ from, to }) => from < requestedAt && to > requestedAt - 1000);
    expect(Math.max(...gaps.map(({ from, to }) => to - from))).toBeGreaterThanOrEqual(240);
    await searchBox(page).press('Backspace');
    await expect(listbox(page)).toHaveAttribute('data-query', 'observe tracing session');
  });

  test('the worker for section text starts only once titles and headings answer', async ({
    page,
  }) => {
    // Started with the first, it would take the time the first answers need.
    const release = await holdSearchChunks(page);
    let started = 0;
    page.on('worker', () => {
      started += 1;
    });
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await searchBox(page).click();
    await expect.poll(() => started).toBe(1);
    await page.keyboard.type('observe');
    await expect(listbox(page)).toHaveAttribute('data-answered-by', 'titles');
    expect(started).toBe(1);
    release();
    await page.locator('.search[data-complete]').waitFor(READY);
    expect(started).toBe(2);
    await expect(listbox(page)).toHaveAttribute('data-answered-by', 'index');
  });

  test('Ask AI at the end of the results hands the typed question to the assistant', async ({
    page,
  }) => {
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await searchBox(page).click();
    await page.keyboard.type('mask PII');
    const askAi = listbox(page).getByRole('option', { name: /^Ask AI/ });
    await expect(askAi).toBeVisible(READY);
    await page.keyboard.press('End');
    // The list may grow once section text is indexed; the entry stays the active one.
    await expect
      .poll(async () => {
        const active = await searchBox(page).getAttribute('aria-activedescendant');
        return active !== null && active === (await askAi.getAttribute('id'));
      })
      .toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ask AI' });
    // The first open fetches the modal's code (about ten files): slow on a busy machine.
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toHaveValue(
      'mask PII',
      READY,
    );
    await expect(listbox(page)).toHaveCount(0);
  });

  test('a query of two kanji finds the Japanese page', async ({ page }) => {
    await page.goto('/ja-JP/docs/get-started');
    await waitForPage(page);
    await searchBox(page).click();
    await page.keyboard.type('環境');
    const option = listbox(page).getByRole('option').first();
    await expect(option).toBeVisible(READY);
    await expect(option).toHaveAttribute('href', /^\/ja-JP\/docs\//);
    await expect(option.locator('mark').first()).toHaveText('環境');
  });
});
