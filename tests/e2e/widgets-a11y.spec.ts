import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { routeContinent, routeRegionSessions, waitForContent } from './widgets-helpers';

async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`page footer, feedback dialog and app button pass axe in ${theme} mode`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await routeRegionSessions(page, ['eu', 'us']);
    await routeContinent(page, 'EU');
    // Votes are held unanswered, so the dialog stays open while it is checked.
    await page.route('**/api/feedback', () => {});
    await page.goto('/integrations/model-providers/ollama');
    await waitForContent(page);
    await expect(page.locator('[data-app-button="dropdown"][data-settled="true"]')).toBeVisible();
    expect(await seriousViolations(page, '.page-footer')).toEqual([]);
    expect(await seriousViolations(page, '.app-button-wrap')).toEqual([]);

    await page.getByRole('button', { name: 'No, this page was not helpful' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
    expect(await seriousViolations(page, '.feedback-dialog')).toEqual([]);
  });
}
