import { expect, test } from '@playwright/test';
import { desktop, holdRequests, readChunk, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });

test.describe('navigation', () => {
  test('sidebar links navigate client-side and mark the current page', async ({ page }) => {
    await page.goto('/docs');
    await waitForPage(page);
    const sidebar = page.getByRole('complementary', { name: 'Documentation' });
    const marker = await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      return true;
    });
    expect(marker).toBe(true);
    await sidebar.getByRole('link', { name: 'Quickstart' }).click();
    await expect(page).toHaveURL(/\/docs\/get-started$/);
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const chunk = await readChunk(page.request, '/docs/get-started');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chunk.title);
    // No full reload happened.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test('pagination moves through the docs tree', async ({ page }) => {
    await page.goto('/docs');
    await waitForPage(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    await pagination.getByRole('link', { name: /Next.*Quickstart/ }).click();
    await expect(page).toHaveURL(/\/docs\/get-started$/);
    await pagination.getByRole('link', { name: /Previous.*Overview/ }).click();
    await expect(page).toHaveURL(/\/docs$/);
  });

  test('the toc links to headings and follows scrolling', async ({ page }) => {
    const chunk = await readChunk(page.request, '/docs/get-started');
    const headings = chunk.toc.filter((entry) => entry.depth === 2);
    expect(headings.length).toBeGreaterThanOrEqual(2);
    await page.goto('/docs/get-started');
    await waitForPage(page);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.getByRole('heading', { name: 'On This Page' })).toBeVisible();
    const target = headings[headings.length - 1];
    await toc.getByRole('link', { name: target.value, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport();
    await expect(toc.getByRole('link', { name: target.value, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await toc.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toc.getByRole('link', { name: chunk.toc[0].value, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('a #anchor in the address scrolls to its heading on load', async ({ page }) => {
    const chunk = await readChunk(page.request, '/docs/get-started');
    const last = chunk.toc.filter((entry) => entry.depth === 2).at(-1);
    if (!last) throw new Error('page has no headings');
    await page.goto(`/docs/get-started#${last.id}`);
    await waitForPage(page);
    await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport();
  });

  test('back and forward restore the scroll position', async ({ page }) => {
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A script click: Playwright's own click would first scroll the link (at the page bottom) into view.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[rel="next"]')?.click());
    await expect(page).not.toHaveURL(/get-started$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/get-started$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await page.goForward();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a menu pressed while its code arrives opens once it is in', async ({ page }) => {
    // The button is a look-alike until the menu's code is in (theme/lazy-menu-slot.tsx):
    // it stays while the code loads, and takes the press as the request to open.
    // Arriving between press and release, the menu itself gets only the release.
    const menuCode = await holdRequests(page, /\/assets\/navbar-menu-[^/]+\.js$/);
    await page.goto('/docs/get-started');
    await waitForPage(page);
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Resources',
    });
    const box = await button.boundingBox();
    if (!box) throw new Error('no Resources button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await menuCode.requested;
    await expect(button).toBeVisible();
    await page.mouse.down();
    menuCode.release();
    // Headless UI's button carries its own id; the look-alike has none.
    await expect(button).toHaveAttribute('id', /headlessui-menu-button/);
    await page.mouse.up();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Cookbook' })).toBeVisible();
  });

  test('navbar marks the active section, opens menus and links to careers', async ({ page }) => {
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await expect(page.getByRole('banner')).toHaveCSS('height', '64px');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      navbar.getByRole('link', { name: 'Integrations', exact: true }),
    ).not.toHaveAttribute('aria-current');
    await navbar.getByRole('button', { name: 'Resources' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Cookbook' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(navbar.getByRole('link', { name: 'HIRING' })).toHaveAttribute('href', '/careers');
    await navbar.getByRole('link', { name: 'Tracewell home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('head tags follow the page', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await expect(page).toHaveTitle('Tracewell');
    const chunk = await readChunk(page.request, '/docs/get-started');
    await page.goto('/docs/get-started');
    await waitForPage(page);
    await expect(page).toHaveTitle(`${chunk.frontMatter.seoTitle ?? chunk.title} - Tracewell`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      chunk.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://tracewell.dev/docs/get-started',
    );
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    const url = new URL(og ?? '');
    expect(url.pathname).toBe('/api/og');
    expect(url.searchParams.get('section')).toBe('Docs');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });

  test('skip link moves focus to the content', async ({ page }) => {
    await page.goto('/docs');
    await waitForPage(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#content')).toBeFocused();
  });
});
