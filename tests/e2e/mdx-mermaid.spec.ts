import { expect, test } from '@playwright/test';

const isMermaidChunk = (url: string) => /\/assets\/[^/]*mermaid[^/]*\.js$/i.test(url);

test('a page with a diagram loads mermaid and renders it in the current theme', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isMermaidChunk(request.url())) requested.push(request.url());
  });
  await page.goto('/components-showcase');
  const diagram = page.locator('.mermaid-diagram');
  await expect(diagram.locator('svg')).toBeVisible({ timeout: 15_000 });
  await expect(diagram).toContainText('Ingestion API');
  expect(requested.length).toBeGreaterThan(0);
  await expect(page.locator('[data-mermaid-source]')).toHaveCount(0);

  // Switching the theme re-renders the diagram with mermaid's dark theme.
  const lightSvg = await diagram.innerHTML();
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect.poll(() => diagram.innerHTML(), { timeout: 10_000 }).not.toBe(lightSvg);
});

test('a page without a diagram never requests the mermaid chunk', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isMermaidChunk(request.url())) requested.push(request.url());
  });
  await page.goto('/docs/get-started');
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});
