import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { visitAndStore } from './offline-helpers';
import { desktop, readManifest, waitForPage } from './shell-helpers';

test.use({ serviceWorkers: 'allow', viewport: desktop });
test.setTimeout(90_000);

test('Save for offline stores the section, with its size first and progress while saving', async ({
  page,
  context,
  request,
}) => {
  const { buildId } = await readManifest(request);
  const sizes = (await (await request.get(`/_content/${buildId}/offline-sizes.json`)).json()) as {
    pages: Record<string, number>;
  };
  const section = Object.keys(sizes.pages).filter((r) => r.startsWith('/docs/tracing-features/'));
  expect(section.length).toBeGreaterThan(3);

  await visitAndStore(page, '/docs/tracing-features/sessions');
  await page.getByRole('button', { name: 'Save for offline' }).click();
  const choice = page.getByRole('radio', {
    name: /^Tracing features \(\d+ pages, [\d.]+ [KM]?B\)$/,
  });
  await expect(choice).toBeChecked();
  await expect(page.getByRole('radio', { name: /^All of Docs/ })).toBeVisible();
  // The page count is the build's own.
  await expect(choice).toHaveAccessibleName(new RegExp(`\\(${section.length} pages,`));

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    const results = await new AxeBuilder({ page }).include('.save-offline').analyze();
    const blocking = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(blocking.map((v) => v.id)).toEqual([]);
  }

  // Everything the status region says while saving.
  await page.evaluate(() => {
    const status = document.querySelector('.save-offline-panel [role="status"]');
    const seen: string[] = [];
    (window as unknown as { savedStatus: string[] }).savedStatus = seen;
    if (status)
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  });
  await page.getByRole('button', { name: /^Save [\d.]+ [KM]?B$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toHaveText(
    `Saved: ${section.length} pages can be read offline.`,
    { timeout: 30_000 },
  );
  const seen = await page.evaluate(
    () => (window as unknown as { savedStatus: string[] }).savedStatus,
  );
  expect(seen.some((text) => /^Saving \d+ of \d+ files…$/.test(text))).toBe(true);

  // A page of the section never opened before reads offline; one outside it does not.
  await context.setOffline(true);
  await page.goto('/docs/tracing-features/masking');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article')).not.toContainText('You are offline');
  const outside = await page.goto('/docs/prompts/caching');
  expect(outside?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.locator('a[href="/docs/tracing-features/masking"]')).toBeVisible();
});
