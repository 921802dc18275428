import { expect, type Page, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

const SHOWCASE = '/components-showcase';

/**
 * Tab groups render as static markup and stay so until the reader points at,
 * touches or focuses one; the tests below act as soon as the page is live,
 * before the widget loads.
 */
async function openShowcase(page: Page) {
  await page.goto(SHOWCASE);
  await waitForPage(page);
  await expect(page.locator('.tabs').first()).toBeVisible();
}

/** The first tab group on the showcase page (pip / poetry / uv, storageKey "package-manager"). */
const packageTabs = (page: Page) => page.getByRole('tablist').first();
const disabledTabs = (page: Page) =>
  page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'On-premises' }) });

test.describe('tabs', () => {
  test('stay static markup until the reader reaches for a group', async ({ page }) => {
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('interactive-tabs')) widgetRequests.push(request.url());
    });
    await openShowcase(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.tabs[data-interactive]')).toHaveCount(0);
    expect(widgetRequests).toEqual([]);

    const group = page.locator('.tabs').first();
    await group.hover();
    await expect(group).toHaveAttribute('data-interactive', '');
    expect(widgetRequests).toHaveLength(1);
    // The other groups wait for their own turn.
    await expect(page.locator('.tabs[data-interactive]')).toHaveCount(1);
  });

  test('a key pressed on a static tab is kept when the widget takes over', async ({ page }) => {
    // Hold the widget's chunk back so the keys land on the static markup.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/interactive-tabs-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await openShowcase(page);
    const list = disabledTabs(page);
    await list.getByRole('tab', { name: 'Cloud' }).focus();
    await page.keyboard.press('ArrowRight');
    const selfHosted = list.getByRole('tab', { name: 'Self-hosted' });
    await expect(selfHosted).toHaveAttribute('aria-selected', 'true');
    await list.getByRole('tab', { name: 'Cloud' }).focus();
    await page.keyboard.press(' ');
    await expect(list.getByRole('tab', { name: 'Cloud' })).toHaveAttribute('aria-selected', 'true');
    await selfHosted.focus();
    await page.keyboard.press('Enter');
    await expect(selfHosted).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.tabs[data-interactive]')).toHaveCount(0);
    release();
    await expect(page.locator('.tabs[data-interactive]')).toHaveCount(1);
    await expect(selfHosted).toHaveAttribute('aria-selected', 'true');
    await expect(selfHosted).toBeFocused();
    await page.keyboard.press('Home');
    await expect(list.getByRole('tab', { name: 'Cloud' })).toHaveAttribute('aria-selected', 'true');
  });

  test('are operated by keyboard, skipping disabled tabs', async ({ page }) => {
    await openShowcase(page);
    const list = disabledTabs(page);
    const cloud = list.getByRole('tab', { name: 'Cloud' });
    const selfHosted = list.getByRole('tab', { name: 'Self-hosted' });
    await expect(list.getByRole('tab', { name: 'On-premises' })).toBeDisabled();

    await cloud.focus();
    await page.keyboard.press('ArrowRight');
    await expect(selfHosted).toHaveAttribute('aria-selected', 'true');
    await expect(selfHosted).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(cloud).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(selfHosted).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(cloud).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('PageDown');
    await expect(selfHosted).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('PageUp');
    await expect(cloud).toHaveAttribute('aria-selected', 'true');

    // Tab moves from the selected tab into its panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel').filter({ hasText: 'Sign up' })).toBeFocused();
  });

  test('Enter and Space select the focused tab', async ({ page }) => {
    await openShowcase(page);
    const list = packageTabs(page);
    await list.getByRole('tab', { name: 'uv' }).focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('tab', { name: 'uv' })).toHaveAttribute('aria-selected', 'true');
    await list.getByRole('tab', { name: 'pip' }).focus();
    await page.keyboard.press(' ');
    await expect(list.getByRole('tab', { name: 'pip' })).toHaveAttribute('aria-selected', 'true');
  });

  test('storageKey keeps groups in step on a page, across pages and after reload', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openShowcase(first);
    await openShowcase(second);

    await packageTabs(first).getByRole('tab', { name: 'poetry' }).click();

    // The other group with the same key on the same page follows...
    const groups = first.getByRole('tab', { name: 'poetry' });
    await expect(groups).toHaveCount(2);
    for (const tab of await groups.all())
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    // ...and so does the other page, through the storage event.
    await expect(packageTabs(second).getByRole('tab', { name: 'poetry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(second.getByText('poetry add').first()).toBeVisible();

    await second.reload();
    await expect(packageTabs(second).getByRole('tab', { name: 'poetry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('LangTabs follow the last language chosen anywhere', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openShowcase(first);
    await openShowcase(second);
    await first.getByRole('tab', { name: 'JS/TS' }).first().click();
    await expect(second.getByRole('tab', { name: 'JS/TS' }).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
