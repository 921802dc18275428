import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { holdSearchChunks, SEARCH_CHUNKS } from './search-helpers';
import { desktop, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });
// Each test waits for the index once; the machine running them may be busy.
test.setTimeout(60_000);

/** The first answer waits for the index: generous on a busy machine. */
const READY = { timeout: 20_000 };
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search documentation…' });
const panelMessage = (page: Page) => page.locator('.search-panel-message');

async function openDocs(page: Page) {
  await page.goto('/docs');
  await waitForPage(page);
}

async function typeQuery(page: Page, text: string) {
  await page.getByPlaceholder('Search documentation…').click();
  await page.getByPlaceholder('Search documentation…').pressSequentially(text);
}

test.describe('search', () => {
  test('results list pages and sections with highlighted words', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'get_client');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible(READY);
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    const groups = listbox.getByRole('group');
    expect(await groups.count()).toBeLessThanOrEqual(5);
    for (const group of await groups.all())
      expect(await group.getByRole('option').count()).toBeLessThanOrEqual(5);
    await expect(listbox.locator('mark').first()).toHaveText(/get_client/i);
    expect(await options.first().getAttribute('href')).toMatch(/^\/[^#]*(#[\w-]+)?$/);
    const box = await listbox.boundingBox();
    expect(box?.width).toBe(576);
    expect(box?.height).toBeLessThanOrEqual(400);
  });

  test('the open panel is an accessible combobox and listbox', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'prompt');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible(READY);
    await expect(searchBox(page)).toHaveAttribute(
      'aria-controls',
      (await page.getByRole('listbox').getAttribute('id')) ?? '',
    );
    const results = await new AxeBuilder({ page }).include('.search').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('results update as you type', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'sess');
    await expect(page.getByRole('listbox').getByRole('group').first()).toContainText(
      /session/i,
      READY,
    );
    await page.getByPlaceholder('Search documentation…').pressSequentially('ions');
    await expect(page.getByRole('listbox').locator('mark').first()).toHaveText(/sessions?/i);
  });

  test('an empty query shows no list', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'trace');
    await expect(page.getByRole('listbox')).toBeVisible(READY);
    await page.getByPlaceholder('Search documentation…').fill('');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(panelMessage(page)).toHaveCount(0);
  });

  test('a query without matches says so', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'qqxzjvk');
    await expect(panelMessage(page)).toHaveText('No results found.', READY);
    expect((await panelMessage(page).boundingBox())?.height).toBe(100);
  });

  test('shows Loading… until the index arrives', async ({ page }) => {
    const release = await holdSearchChunks(page);
    await openDocs(page);
    // No page title holds it, so nothing can answer before the index.
    await typeQuery(page, 'get_client');
    await expect(panelMessage(page)).toHaveText('Loading…');
    expect((await panelMessage(page).boundingBox())?.height).toBe(100);
    release();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible(READY);
    await expect(panelMessage(page)).toHaveCount(0);
  });

  test('lists the pages whose titles match while the index loads, then the index answers', async ({
    page,
  }) => {
    const release = await holdSearchChunks(page);
    await openDocs(page);
    await typeQuery(page, 'decorator obs');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toHaveAttribute('data-answered-by', 'titles');
    await expect(page.locator('.search')).toHaveAttribute('data-state', 'loading');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('href', '/docs/sdk/python/decorators');
    await expect(first.locator('.search-option-heading mark')).toHaveText(['Decorator', 'observe']);
    await expect(panelMessage(page)).toHaveCount(0);
    release();
    await expect(listbox).toHaveAttribute('data-answered-by', 'index', READY);
    await expect(page.locator('.search')).toHaveAttribute('data-state', 'loaded');
  });

  test('shows the failure when the index cannot load', async ({ page }) => {
    await page.route(SEARCH_CHUNKS, (route) => route.abort());
    await openDocs(page);
    await typeQuery(page, 'prompt');
    await expect(panelMessage(page)).toHaveText('Failed to load search index.', READY);
    expect((await panelMessage(page).boundingBox())?.height).toBe(100);
  });

  test('loads the chunk once per locale', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_CHUNKS.test(new URL(request.url()).pathname)) requests.push(request.url());
    });
    await openDocs(page);
    expect(requests).toHaveLength(0);
    await typeQuery(page, 'dataset');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible(READY);
    await page.keyboard.press('Escape');
    await page.locator('main#content').click();
    await typeQuery(page, ' items');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.getByRole('listbox').getByRole('option').first().click();
    await waitForPage(page);
    await typeQuery(page, 'prompt');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(requests.map((url) => url.endsWith('.head.json')).sort()).toEqual([false, true]);
  });

  test('/ and Ctrl+K focus the box unless an input is focused', async ({ page }) => {
    await openDocs(page);
    await page.locator('main#content').click();
    await page.keyboard.press('/');
    await expect(searchBoxOrInput(page)).toBeFocused();
    await expect(searchBoxOrInput(page)).toHaveValue('');
    await page.locator('main#content').click();
    await page.keyboard.press('Control+k');
    await expect(searchBoxOrInput(page)).toBeFocused();
    await page.locator('main#content').click();
    await page.keyboard.press('Meta+k');
    await expect(searchBoxOrInput(page)).toBeFocused();
    // Typing "/" into another field stays in that field.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'other-field';
      document.body.append(field);
    });
    await page.locator('#other-field').focus();
    await page.keyboard.press('/');
    await expect(page.locator('#other-field')).toBeFocused();
    await expect(page.locator('#other-field')).toHaveValue('/');
  });

  test('keyboard moves the active result, Enter opens it, Escape closes', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'flush');
    const input = searchBox(page);
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.nth(1)).toBeVisible(READY);
    // Results refresh once when section text is indexed too; navigate after that.
    await page.locator('.search[data-complete]').waitFor(READY);
    const activeIndex = () =>
      page
        .getByRole('listbox')
        .getByRole('option')
        .evaluateAll((all) => all.findIndex((option) => option.hasAttribute('data-focus')));
    // The first answer may already have its first option active; arrows move from there.
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeIndex).toBeGreaterThanOrEqual(0);
    const first = await activeIndex();
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeIndex).toBe(first + 1);
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(first + 1).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeIndex).toBe(first);
    // The mouse and the keyboard share one active result.
    await options.nth(first + 1).hover();
    await expect.poll(activeIndex).toBe(first + 1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeIndex).toBe(first + 2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // Out of the way: a pointer resting on the panel would make the option under it active.
    await page.mouse.move(0, 0);

    // One input event: one answer to wait for.
    await input.fill('flush shutdown');
    // Wait for the answer to the whole query before reading what Enter should open.
    await expect(
      options
        .first()
        .locator('mark', { hasText: /^shutdown$/i })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const active = page.getByRole('listbox').locator('[role="option"][data-focus]');
    await expect(active).toHaveCount(1);
    const href = (await active.getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
    await waitForPage(page);
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('two tabs searching at once each get their own answers', async ({ context }) => {
    // Each tab's worker answers on its own channel (search-client.ts, answerChannel).
    const [first, second] = [await context.newPage(), await context.newPage()];
    await Promise.all([openDocs(first), openDocs(second)]);
    await Promise.all([typeQuery(first, 'get_client'), typeQuery(second, 'sessions')]);
    await expect(first.getByRole('listbox').getByRole('option').first()).toBeVisible(READY);
    await expect(second.getByRole('listbox').getByRole('option').first()).toBeVisible(READY);
    for (const mark of await first.getByRole('listbox').locator('mark').allTextContents())
      expect(mark).toMatch(/get|client/i);
    for (const mark of await second.getByRole('listbox').locator('mark').allTextContents())
      expect(mark).toMatch(/^session/i);
  });

  test('notebook pages are searchable', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'low-level SDK manual spans');
    await expect(
      page.getByRole('listbox').locator('a[href^="/docs/sdk/python/low-level-sdk"]').first(),
    ).toBeVisible(READY);
  });
});

/** The input, whether or not the combobox has taken it over yet. */
function searchBoxOrInput(page: Page) {
  return page.getByPlaceholder('Search documentation…');
}
