import { expect, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('code block copy button copies the code and shows the copied state for 2 s', async ({
  page,
}) => {
  await page.goto('/components-showcase');
  await waitForPage(page);
  const block = page.locator('.code-block').filter({ hasText: 'summarize.py' });
  await expect(block.locator('.code-block-title')).toHaveText('summarize.py');
  await expect(block.locator('[data-highlighted-line]')).toHaveCount(2);
  await expect(block.locator('.hljs-keyword').first()).toBeVisible();

  // Record the button's label changes with their times in the page; test-side timing is too coarse.
  await block.evaluate((node) => {
    const log: { label: string | null; at: number }[] = [];
    (window as unknown as { copyLog: typeof log }).copyLog = log;
    new MutationObserver(() => {
      const button = node.querySelector('.code-copy');
      log.push({ label: button?.getAttribute('aria-label') ?? null, at: performance.now() });
    }).observe(node, { attributes: true, subtree: true, attributeFilter: ['aria-label'] });
  });

  await block.hover();
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();

  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('client = get_client()');
  expect(text.split('\n')).toHaveLength(5);

  await expect(block.getByRole('button', { name: 'Copy code' })).toBeAttached({ timeout: 4000 });
  const log = await page.evaluate(
    () => (window as unknown as { copyLog: { label: string | null; at: number }[] }).copyLog,
  );
  const copied = log.find((entry) => entry.label === 'Copied');
  const reset = log.find((entry) => entry.label === 'Copy code');
  expect(copied && reset).toBeTruthy();
  const shown = (reset?.at ?? 0) - (copied?.at ?? 0);
  expect(shown).toBeGreaterThanOrEqual(1900);
  expect(shown).toBeLessThan(2600);
});

test('copy buttons are reachable by keyboard', async ({ page }) => {
  await page.goto('/components-showcase');
  await waitForPage(page);
  const block = page.locator('.code-block').filter({ hasText: 'summarize.py' });
  await block.locator('pre').focus();
  await page.keyboard.press('Tab');
  await expect(block.getByRole('button', { name: 'Copy code' })).toBeFocused();
  await expect(block.getByRole('button', { name: 'Copy code' })).toHaveCSS('opacity', '1');
});
