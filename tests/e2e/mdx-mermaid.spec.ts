import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

// mermaid renders in the browser for one of these; the machine may be busy.
test.setTimeout(60_000);

const isMermaidChunk = (url: string) => /\/assets\/[^/]*mermaid[^/]*\.js$/i.test(url);

function recordMermaidRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isMermaidChunk(request.url())) requested.push(request.url());
  });
  return requested;
}

for (const theme of ['light', 'dark'] as const) {
  test(`diagrams drawn at build time need no mermaid script (${theme})`, async ({ page }) => {
    const requested = recordMermaidRequests(page);
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/docs/tracing');
    await waitForPage(page);
    const diagrams = page.locator('.mermaid-diagram > svg[role="img"]');
    await expect(diagrams).toHaveCount(2);
    await expect(diagrams.first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Flowchart: Session: chat-42, Trace: turn 1/ }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /^Sequence diagram: Your code/ })).toBeVisible();
    await expect(page.locator('[data-mermaid-source]')).toHaveCount(0);

    // Node text follows the theme's foreground colour through CSS variables.
    const colours = await page.evaluate(() => {
      const text = document.querySelector('.mermaid-svg g.node text');
      return {
        text: text ? getComputedStyle(text).fill : '',
        body: getComputedStyle(document.body).color,
      };
    });
    expect(colours.text).toBe(theme === 'dark' ? 'rgb(243, 244, 246)' : 'rgb(17, 24, 39)');

    const results = await new AxeBuilder({ page }).include('article').analyze();
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
  });
}

test('a diagram type the build cannot draw loads mermaid and renders in the browser', async ({
  page,
}) => {
  const requested = recordMermaidRequests(page);
  await page.goto('/components-showcase');
  await waitForPage(page);
  // The flowchart arrives drawn; the pie chart is left to mermaid.
  await expect(page.getByRole('img', { name: /^Flowchart: Application, SDK/ })).toBeVisible();
  const clientDiagram = page.locator('.mermaid-diagram:not(:has(> .mermaid-svg))');
  await expect(clientDiagram.locator('svg')).toBeVisible({ timeout: 30_000 });
  await expect(clientDiagram).toContainText('Generations');
  expect(requested.length).toBeGreaterThan(0);
  await expect(page.locator('[data-mermaid-source]')).toHaveCount(0);

  // Switching the theme re-renders the browser-drawn diagram with mermaid's dark theme.
  const lightSvg = await clientDiagram.innerHTML();
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect.poll(() => clientDiagram.innerHTML(), { timeout: 10_000 }).not.toBe(lightSvg);
});

test('a page without a diagram never requests the mermaid chunk', async ({ page }) => {
  const requested = recordMermaidRequests(page);
  await page.goto('/docs/get-started');
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});
