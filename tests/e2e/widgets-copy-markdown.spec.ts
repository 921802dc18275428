import { expect, type Page, test } from '@playwright/test';
import { holdRequests } from './shell-helpers';
import { waitForContent } from './widgets-helpers';

/** Records every label the button shows, with the time it appeared (ms, page clock). */
async function recordLabels(page: Page) {
  await page.evaluate(() => {
    const button = document.querySelector('.copy-markdown-button');
    const log: [string, number][] = [[button?.textContent ?? '', performance.now()]];
    (window as unknown as { __labels: typeof log }).__labels = log;
    if (!button) return;
    new MutationObserver(() => {
      const text = button.textContent ?? '';
      if (log[log.length - 1][0] !== text) log.push([text, performance.now()]);
    }).observe(button, { subtree: true, childList: true, characterData: true });
  });
}

/** How long `label` stayed on the button. */
async function shownFor(page: Page, label: string): Promise<number> {
  const log = await page.evaluate(
    () => (window as unknown as { __labels: [string, number][] }).__labels,
  );
  const index = log.findIndex(([text]) => text === label);
  expect(index, `labels seen: ${log.map(([text]) => text).join(' → ')}`).toBeGreaterThan(-1);
  expect(log[index + 1]?.[0]).toBe('Copy as Markdown');
  return log[index + 1][1] - log[index][1];
}

const PAGE = '/docs/tracing';
const SOURCE = '/_source/pages/docs/tracing.mdx';

test.describe('Copy as Markdown', () => {
  test('granted clipboard: Copying... → Copied! → back to idle after 2 s, with the raw source', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Hold the source request so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${SOURCE}`, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(PAGE);
    await waitForContent(page);
    const button = page.getByRole('button', { name: 'Copy as Markdown' });
    await expect(button).toBeEnabled();
    await recordLabels(page);
    await button.click();
    const copying = page.getByRole('button', { name: 'Copying...' });
    await expect(copying).toBeDisabled();
    release();
    const copied = page.getByRole('button', { name: 'Copied!' });
    await expect(copied).toBeDisabled();
    const expected = await (await page.request.get(SOURCE)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected).toContain('# ');
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeEnabled({
      timeout: 4_000,
    });
    const copiedMs = await shownFor(page, 'Copied!');
    expect(copiedMs).toBeGreaterThanOrEqual(1_950);
    expect(copiedMs).toBeLessThan(2_600);
  });

  test('denied clipboard: Clipboard Permission Denied for 3 s', async ({
    page,
    context,
    baseURL,
  }) => {
    // The reader refused clipboard access for this site (Chromium's own permission, set for this context).
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'clipboard-write' },
      setting: 'denied',
      origin: baseURL,
      browserContextId: targetInfo.browserContextId,
    });
    await page.goto(PAGE);
    await waitForContent(page);
    await recordLabels(page);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    const denied = page.getByRole('button', { name: 'Clipboard Permission Denied' });
    await expect(denied).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeEnabled({
      timeout: 5_000,
    });
    const deniedMs = await shownFor(page, 'Clipboard Permission Denied');
    expect(deniedMs).toBeGreaterThanOrEqual(2_950);
    expect(deniedMs).toBeLessThan(3_600);
  });

  test('Source Files Not Found when all four candidates answer 404', async ({ page }) => {
    const requested: string[] = [];
    await page.goto(PAGE);
    await waitForContent(page);
    await page.route('**/_source/pages/**', (route) => {
      requested.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, body: 'not found' });
    });
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Source Files Not Found' })).toBeDisabled();
    expect(requested.sort()).toEqual(
      [
        '/_source/pages/docs/tracing.md',
        '/_source/pages/docs/tracing.mdx',
        '/_source/pages/docs/tracing/index.md',
        '/_source/pages/docs/tracing/index.mdx',
      ].sort(),
    );
  });

  test('Fetch Error when the reader is offline', async ({ page, context }) => {
    await page.goto(PAGE);
    await waitForContent(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Fetch Error' })).toBeDisabled();
    await context.setOffline(false);
  });

  test('Copy Error when the clipboard fails for another reason', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // A browser whose clipboard breaks in an unexpected way (not a permission refusal).
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new TypeError('clipboard backend unavailable')),
      });
    });
    await page.goto(PAGE);
    await waitForContent(page);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copy Error' })).toBeDisabled();
  });

  test('the page menu keeps keyboard focus while its code loads and opens with Enter', async ({
    page,
  }) => {
    const menuCode = await holdRequests(page, /\/assets\/page-markdown-menu-[^/]+\.js$/);
    await page.goto(PAGE);
    await waitForContent(page);
    const button = page.getByRole('button', { name: 'More page options' });
    await button.focus();
    await menuCode.requested;
    await expect(button).toBeVisible();
    menuCode.release();
    // Headless UI's button carries its own id; the look-alike has none.
    await expect(button).toHaveAttribute('id', /headlessui-menu-button/);
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toBeVisible();
  });

  test('the menu links to the Markdown twin and asks ChatGPT and Claude about the page', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForContent(page);
    await page.getByRole('button', { name: 'More page options' }).click();
    const view = page.getByRole('menuitem', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', `${PAGE}.md`);
    const chatgpt = new URL(
      (await page.getByRole('menuitem', { name: 'Open in ChatGPT' }).getAttribute('href')) ?? '',
    );
    const claude = new URL(
      (await page.getByRole('menuitem', { name: 'Open in Claude' }).getAttribute('href')) ?? '',
    );
    expect(chatgpt.searchParams.get('q')).toContain(`${PAGE}`);
    expect(claude.searchParams.get('q')).toContain(`${PAGE}`);
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    const twin = await page.request.get(`${PAGE}.md`);
    expect(twin.status()).toBe(200);
  });

  test('is not shown outside the docs sections', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toHaveCount(0);
  });
});
