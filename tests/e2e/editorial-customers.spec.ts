import { expect, test } from '@playwright/test';
import { cloudRegions } from '../../config/site';
import { readCollection, waitForIndex } from './editorial-helpers';
import { desktop } from './shell-helpers';
import { routeContinent, routeRegionSessions, waitForContent } from './widgets-helpers';

test.use({ viewport: desktop });
const [eu, us] = cloudRegions;

test.describe('customers', () => {
  test('the index shows each story with a generated logo, company and industry', async ({
    page,
    request,
  }) => {
    const index = await readCollection(request, 'customers');
    expect(index.entries.length).toBeGreaterThanOrEqual(6);
    await page.goto('/customers');
    await waitForIndex(page, 'customers');
    const cards = page.locator('.customer-card');
    await expect(cards).toHaveCount(index.entries.length);
    for (const [position, entry] of index.entries.entries()) {
      const card = cards.nth(position);
      await expect(card.getByRole('img', { name: `${entry.company} logo` })).toBeVisible();
      await expect(card).toContainText(entry.industry as string);
      await expect(card.getByRole('link', { name: entry.title })).toHaveAttribute(
        'href',
        entry.route,
      );
    }
  });

  test('a story ends with the call-to-action panel and no feedback widget', async ({ page }) => {
    await routeRegionSessions(page, []);
    await routeContinent(page, 'EU');
    await page.goto('/customers/parcelwise');
    await waitForContent(page);
    await expect(page).toHaveTitle(/^Parcelwise cut the cost of its routing agent .* - Tracewell$/);
    const panel = page.locator('[data-page-footer="customers"]');
    await expect(panel.getByRole('heading', { name: 'Ready to get started' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Start for free' })).toHaveAttribute(
      'href',
      `${eu.url}/auth/sign-up`,
    );
    await expect(panel.getByRole('link', { name: 'View documentation' })).toHaveAttribute(
      'href',
      '/docs',
    );
    await expect(panel.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute(
      'href',
      '/talk-to-us',
    );
    await expect(panel).toContainText(
      'No credit card required • Free tier available • Self-hosting option',
    );
    await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
    await expect(page.locator('[data-page-footer="default"]')).toHaveCount(0);
  });

  test('Start for free follows the visitor’s region like the app button', async ({ page }) => {
    await routeRegionSessions(page, []);
    await routeContinent(page, 'NA');
    await page.goto('/customers/kestrel-learning');
    await waitForContent(page);
    await expect(page.locator('.navbar [data-app-button][data-settled="true"]')).toBeVisible();
    await expect(
      page.locator('[data-page-footer="customers"]').getByRole('link', { name: 'Start for free' }),
    ).toHaveAttribute('href', `${us.url}/auth/sign-up`);
  });

  test('the index itself has no call-to-action panel and no page footer', async ({ page }) => {
    await page.goto('/customers');
    await waitForIndex(page, 'customers');
    await expect(page.locator('[data-page-footer]')).toHaveCount(0);
  });
});
