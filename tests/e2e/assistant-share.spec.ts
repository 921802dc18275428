import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { assistantConfig } from '../../config/assistant';
import { ask, dbRows, openAssistant } from './assistant-helpers';

// Answers stream through the whole local stack: wait for states generously on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

import { routeChatScript } from './widgets-helpers';

async function answered(page: Page, question: string) {
  const dialog = await openAssistant(page);
  await ask(page, question);
  await expect(dialog.locator('.assistant-answer').last()).toHaveAttribute('data-status', 'done');
  return dialog;
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test.describe('Ask AI: copy, share, help, search and accessibility', () => {
  test.slow();
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy chat puts the conversation on the clipboard as Markdown', async ({ page }) => {
    const dialog = await answered(page, 'How do I flush events?');
    await dialog.getByRole('button', { name: 'Copy chat' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain('## How do I flush events?');
    expect(markdown).toContain('According to the documentation');
    expect(markdown).toMatch(/Sources:\n1\. \[.+\]\(http:\/\/127\.0\.0\.1:\d+\/.+\)/);
  });

  test('Share chat stores the conversation; the shared page shows it read-only and continues it', async ({
    page,
  }) => {
    const question = `How do I add tags? ${Date.now()}`;
    const dialog = await answered(page, question);
    await dialog.getByRole('button', { name: 'Share chat' }).click();
    await expect(dialog.getByRole('button', { name: 'Link copied!' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const id = new URL(link).pathname.split('/').pop() as string;
    expect(new URL(link).pathname).toMatch(/^\/docs\/ask-ai\/[0-9a-f]{32}$/);
    const [row] = await dbRows<{ conversation: string }>(
      `SELECT conversation FROM assistant_shares WHERE id = '${id}'`,
    );
    const stored = JSON.parse(row.conversation);
    expect(stored[0].question).toBe(question);
    expect(stored[0].sources.length).toBeGreaterThan(0);

    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { name: 'Shared conversation', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(question)).toBeVisible();
    await expect(page.locator('.assistant-sources li a').first()).toHaveAttribute('href', /^\//);
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Continue this conversation' }).click();
    const modal = page.getByRole('dialog', { name: 'Ask AI' });
    await expect(modal.getByText(question)).toBeVisible();
    await ask(page, 'And how do I filter by them?');
    await expect(modal.locator('.assistant-answer').last()).toHaveAttribute('data-status', 'done');
    await expect(modal.locator('.assistant-turn')).toHaveCount(2);
  });

  test('an unknown shared conversation is a 404 page', async ({ page }) => {
    const response = await page.goto('/docs/ask-ai/0123456789abcdef0123456789abcdef');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('Contact Support opens the support chat and keeps the modal open', async ({ page }) => {
    await routeChatScript(page);
    const dialog = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Help', exact: true }).click();
    const item = page.getByRole('menuitem', { name: assistantConfig.helpOptions[0].label });
    await expect(item.locator('svg')).toHaveCount(1);
    await item.click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __chatCalls?: unknown[][] }).__chatCalls ?? []),
      )
      .toContainEqual(['open']);
    await expect(dialog).toBeVisible();
  });

  test('the search view searches the site with the placeholder Search...', async ({ page }) => {
    const dialog = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Search' }).click();
    const input = dialog.getByPlaceholder('Search...');
    await expect(input).toBeFocused();
    await input.fill('decorator');
    const result = dialog.locator('.assistant-search-results a').first();
    await expect(result).toBeVisible();
    const href = await result.getAttribute('href');
    await result.click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(href?.split('#')[0]);
  });

  test('rating an answer stores question, sources, answer and comment', async ({ page }) => {
    const question = `How do sessions work? ${Date.now()}`;
    const dialog = await answered(page, question);
    await dialog.getByRole('button', { name: 'Unhelpful answer' }).click();
    await dialog.getByLabel('What was wrong or missing? (optional)').fill('Missing the JS example');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Thanks for the feedback!')).toBeVisible();
    const rows = await dbRows<{ rating: string; comment: string; answer: string; sources: string }>(
      `SELECT rating, comment, answer, sources FROM assistant_feedback WHERE question = '${question}'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 'down', comment: 'Missing the JS example' });
    expect(rows[0].answer).toContain('According to the documentation');
    expect(JSON.parse(rows[0].sources)[0].route).toMatch(/^\//);
  });

  test('keyboard: focus stays in the modal and Escape closes it', async ({ page }) => {
    const dialog = await openAssistant(page);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('full screen under 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/docs');
    await page.locator('main#content:not([aria-busy])').waitFor();
    await page.getByRole('button', { name: 'Ask AI' }).click();
    const panel = page.locator('.assistant-panel');
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing serious on a shared conversation (${theme})`, async ({
      page,
      request,
    }) => {
      const response = await request.post('/api/ask-ai/share', {
        data: {
          turns: [
            {
              question: 'How do I flush events?',
              answer: 'Call `flush()` before exit [1]. See [the SDK](/docs/sdk/python/sdk-v3).',
              sources: [
                {
                  n: 1,
                  title: 'Python SDK',
                  route: '/docs/sdk/python/sdk-v3',
                  anchor: 'flushing-and-shutdown',
                  heading: 'Flushing and shutdown',
                },
              ],
            },
          ],
        },
      });
      expect(response.status()).toBe(201);
      const { path } = (await response.json()) as { path: string };
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      await expect(page.getByRole('link', { name: '[1]' })).toHaveAttribute(
        'href',
        '/docs/sdk/python/sdk-v3#flushing-and-shutdown',
      );
      await expectNoSeriousViolations(page);
    });

    test(`axe finds nothing serious in the modal with an answer (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const dialog = await answered(page, 'How do I use the observe decorator?');
      await expect(page.locator('html')).toHaveClass(
        new RegExp(theme === 'dark' ? 'dark' : '^(?!.*dark)'),
      );
      await dialog.getByRole('button', { name: assistantConfig.disclaimer.label }).focus();
      await expectNoSeriousViolations(page);
    });
  }
});
