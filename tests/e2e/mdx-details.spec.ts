import { expect, type Locator, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

/** Records attribute changes of the element with their times, in the page (test timing is too coarse). */
async function recordAttributes(element: Locator) {
  await element.evaluate((node) => {
    const log: { name: string; value: string | null; at: number }[] = [];
    (window as unknown as { attributeLog: typeof log }).attributeLog = log;
    new MutationObserver((records) => {
      for (const record of records) {
        const name = record.attributeName ?? '';
        log.push({ name, value: node.getAttribute(name), at: performance.now() });
      }
    }).observe(node, { attributes: true, attributeFilter: ['open', 'data-state'] });
  });
  return () =>
    element.evaluate(
      () =>
        (
          window as unknown as {
            attributeLog: { name: string; value: string | null; at: number }[];
          }
        ).attributeLog,
    );
}

test('details open and close with an animation, by mouse and keyboard', async ({ page }) => {
  await page.goto('/components-showcase');
  await waitForPage(page);
  const details = page.locator('details').filter({ hasText: 'What does a trace contain?' });
  const summary = details.locator('summary');
  const body = details.getByText('A trace holds the spans');
  const readLog = await recordAttributes(details);

  await expect(details).not.toHaveAttribute('open');
  await expect(body).toBeHidden();

  await summary.click();
  await expect(details).toHaveAttribute('open', '');
  await expect(details).toHaveAttribute('data-state', 'open');
  await expect(body).toBeVisible();
  // The body grows over the transition instead of appearing at full height.
  await expect
    .poll(() =>
      details.locator('.details-body').evaluate((el) => el.getBoundingClientRect().height),
    )
    .toBeGreaterThan(20);

  // Closing collapses first; the element itself closes after the 300 ms delay.
  await summary.click();
  await expect(details).not.toHaveAttribute('open', '', { timeout: 2000 });
  await expect(body).toBeHidden();
  const log = await readLog();
  const collapsed = log.find((entry) => entry.name === 'data-state' && entry.value === 'closed');
  const closed = log.find((entry) => entry.name === 'open' && entry.value === null);
  expect(collapsed && closed).toBeTruthy();
  const delay = (closed?.at ?? 0) - (collapsed?.at ?? 0);
  expect(delay).toBeGreaterThanOrEqual(250);
  expect(delay).toBeLessThan(1000);

  // Keyboard: Enter and Space on the focused summary.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expect(details).toHaveAttribute('data-state', 'open');
  await expect(body).toBeVisible();
  await page.keyboard.press(' ');
  await expect(details).toHaveAttribute('data-state', 'closed');
  await expect(details).not.toHaveAttribute('open', '', { timeout: 2000 });
});
