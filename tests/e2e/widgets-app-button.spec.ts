import { expect, type Page, test } from '@playwright/test';
import { cloudRegions } from '../../config/site';
import { routeContinent, routeRegionSessions, waitForContent } from './widgets-helpers';

const [eu, us, hipaa] = cloudRegions;

/** The header button once every answer it depends on is in. */
async function settledAppButton(page: Page) {
  await page.goto('/docs');
  await waitForContent(page);
  const wrap = page.locator('.navbar [data-app-button][data-settled="true"]');
  await expect(wrap).toBeVisible();
  return wrap;
}

test.describe('header app button', () => {
  test('no region signed in, continent NA → Sign Up in the US region', async ({ page }) => {
    const seen = await routeRegionSessions(page, []);
    await routeContinent(page, 'NA');
    const button = await settledAppButton(page);
    await expect(button.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      `${us.url}/auth/sign-up`,
    );
    await expect(button.getByText('To App')).toHaveCount(0);
    expect(seen.sort()).toEqual(cloudRegions.map((r) => `${r.url}/api/auth/session`).sort());
  });

  test('no region signed in, continent lookup fails → Sign Up in the EU region', async ({
    page,
  }) => {
    await routeRegionSessions(page, []);
    await routeContinent(page, null);
    const button = await settledAppButton(page);
    await expect(button.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      `${eu.url}/auth/sign-up`,
    );
  });

  test('continent AS → EU, SA → US', async ({ page }) => {
    await routeRegionSessions(page, []);
    await routeContinent(page, 'AS');
    let button = await settledAppButton(page);
    await expect(button.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      `${eu.url}/auth/sign-up`,
    );
    await page.unrouteAll({ behavior: 'wait' });
    await routeRegionSessions(page, []);
    await routeContinent(page, 'SA');
    button = await settledAppButton(page);
    await expect(button.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      `${us.url}/auth/sign-up`,
    );
  });

  test('exactly one region signed in → a direct To App link', async ({ page }) => {
    await routeRegionSessions(page, ['hipaa']);
    await routeContinent(page, 'NA');
    const button = await settledAppButton(page);
    await expect(button).toHaveAttribute('data-app-button', 'link');
    await expect(button.getByRole('link', { name: 'To App' })).toHaveAttribute('href', hipaa.url);
  });

  test('a failing session check counts as signed out', async ({ page }) => {
    await routeRegionSessions(page, ['us'], ['eu', 'hipaa']);
    await routeContinent(page, 'EU');
    const button = await settledAppButton(page);
    await expect(button.getByRole('link', { name: 'To App' })).toHaveAttribute('href', us.url);
  });

  test('three regions signed in → a To App dropdown listing them', async ({ page }) => {
    await routeRegionSessions(page, ['eu', 'us', 'hipaa']);
    await routeContinent(page, 'NA');
    const button = await settledAppButton(page);
    await expect(button).toHaveAttribute('data-app-button', 'dropdown');
    await button.getByRole('button', { name: 'To App' }).click();
    for (const region of cloudRegions) {
      await expect(page.getByRole('menuitem', { name: region.label })).toHaveAttribute(
        'href',
        region.url,
      );
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  });

  test('a press on To App before the menu’s code is in opens the menu once it is', async ({
    page,
  }) => {
    await routeRegionSessions(page, ['eu', 'us', 'hipaa']);
    await routeContinent(page, 'NA');
    // The menu's code arrives late, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/app-region-menu-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const button = await settledAppButton(page);
    await button.getByRole('button', { name: 'To App' }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    release();
    for (const region of cloudRegions) {
      await expect(page.getByRole('menuitem', { name: region.label })).toHaveAttribute(
        'href',
        region.url,
      );
    }
  });

  test('session checks carry the visitor’s cookies for that region', async ({ page, context }) => {
    await context.addCookies([
      {
        name: 'session-token',
        value: 'abc',
        domain: new URL(us.url).hostname,
        path: '/',
        secure: true,
        sameSite: 'None',
      },
    ]);
    const cookies: Record<string, string | undefined> = {};
    for (const region of cloudRegions) {
      await page.route(`${region.url}/api/auth/session`, async (route) => {
        const request = route.request();
        cookies[region.key] = (await request.headerValue('cookie')) ?? undefined;
        await route.fulfill({
          status: 200,
          json: {},
          headers: {
            'access-control-allow-origin': request.headers().origin ?? '*',
            'access-control-allow-credentials': 'true',
          },
        });
      });
    }
    await routeContinent(page, 'EU');
    await settledAppButton(page);
    expect(cookies.us).toBe('session-token=abc');
    expect(cookies.eu).toBeUndefined();
  });
});
