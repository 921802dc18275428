import { expect as baseExpect, test } from '@playwright/test';
import { assistantConfig } from '../../config/assistant';
import { ask, modelSawAbort, openAssistant, uniqueId, waitForArticle } from './assistant-helpers';

// Answers stream through the whole local stack: wait for states generously on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('Ask AI: chat', () => {
  // Streaming answers through the local stack: slow on a busy machine, never timed.
  test.slow();
  // Its analytics events (through track(), after consent) are checked in assistant-analytics.test.tsx.
  test('loads on first open only, greets and offers the example questions', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/docs');
    await waitForArticle(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('assistant-modal'))).toEqual([]);

    await page.getByRole('button', { name: 'Ask AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask AI' });
    await dialog.getByText(assistantConfig.intro).waitFor();
    expect(scripts.some((url) => url.includes('assistant-modal'))).toBe(true);
    for (const question of assistantConfig.exampleQuestions) {
      await expect(dialog.getByRole('button', { name: question })).toBeVisible();
    }
    const question = assistantConfig.exampleQuestions[1];
    await dialog.getByRole('button', { name: question }).click();
    await expect(dialog.locator('.assistant-question')).toContainText(question);
  });

  test('streams a Markdown answer with checked links, numbered citations, sources and the disclaimer', async ({
    page,
  }) => {
    const dialog = await openAssistant(page);
    await ask(page, 'How do I use the observe decorator?');
    const answer = dialog.locator('.assistant-answer').last();
    await expect(answer).toHaveAttribute('data-status', 'done');
    // Highlighted code and a GFM table rendered from Markdown.
    await expect(answer.locator('pre code.hljs')).toContainText('print(values[0])');
    await expect(answer.getByRole('table')).toBeVisible();
    // The numbered citation links to the first source's page#section; the invented page is plain text.
    const sources = answer.locator('.assistant-sources li a');
    await expect(sources.first()).toBeVisible();
    const firstSource = await sources.first().getAttribute('href');
    expect(firstSource).toMatch(/^\/[^#]+(#.+)?$/);
    await expect(answer.getByRole('link', { name: '[1]' })).toHaveAttribute(
      'href',
      firstSource as string,
    );
    await expect(answer.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', /^\//);
    await expect(answer.getByText('an invented page')).toBeVisible();
    await expect(answer.getByRole('link', { name: 'an invented page' })).toHaveCount(0);
    await expect(answer).not.toContainText('[9]');

    const label = answer.getByRole('button', { name: assistantConfig.disclaimer.label });
    await label.hover();
    await expect(page.getByRole('tooltip')).toHaveText(assistantConfig.disclaimer.tooltip);

    // A citation navigates to the cited section and closes the modal.
    await answer.getByRole('link', { name: '[1]' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(firstSource);
  });

  test('Stop ends the answer and cancels the model call', async ({ page }) => {
    const dialog = await openAssistant(page);
    const id = uniqueId('stop');
    await ask(page, `decorator [[slow:${id}]]`);
    const answer = dialog.locator('.assistant-answer').last();
    await expect(answer).toContainText('word1');
    await expect(dialog.locator('.assistant-turn').last()).toHaveAttribute('aria-busy', 'true');
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await expect(answer.getByText('Stopped.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect.poll(() => modelSawAbort(id), { timeout: 15_000 }).toBe(true);
  });

  test('closing the modal while streaming cancels the model call', async ({ page }) => {
    const dialog = await openAssistant(page);
    const id = uniqueId('close');
    await ask(page, `tracing [[slow:${id}]]`);
    await expect(dialog.locator('.assistant-answer').last()).toContainText('word1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => modelSawAbort(id), { timeout: 15_000 }).toBe(true);
  });

  test('an answer that breaks mid-stream shows an error, and Retry answers again', async ({
    page,
  }) => {
    const dialog = await openAssistant(page);
    await ask(page, `decorator [[break-once:${uniqueId('retry')}]]`);
    const answer = dialog.locator('.assistant-answer').last();
    await expect(answer.getByRole('alert')).toContainText(
      'The answer was interrupted. Please retry.',
    );
    await expect(answer).toContainText('The answer starts');
    await answer.getByRole('button', { name: 'Retry' }).click();
    await expect(answer).toHaveAttribute('data-status', 'done');
    await expect(answer).toContainText('According to the documentation');
    await expect(answer.getByRole('alert')).toHaveCount(0);
  });

  test('with the model down the answer is retrieval-only and says so', async ({ page }) => {
    const dialog = await openAssistant(page);
    await ask(page, 'flush events before exit [[down]]');
    const answer = dialog.locator('.assistant-answer').last();
    await expect(answer).toHaveAttribute('data-mode', 'retrieval');
    await expect(answer).toContainText('The language model is not available right now');
    const quoted = answer.locator('p strong a').first();
    await expect(quoted).toHaveAttribute('href', /^\/.+/);
    await expect(answer.locator('blockquote').first()).toBeVisible();
  });

  test('offline, the chat says it needs a connection and offers local search results instead', async ({
    page,
    context,
  }) => {
    const dialog = await openAssistant(page);
    // The search view loads the local search index; the page keeps it for the session.
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const box = dialog.getByRole('searchbox', { name: 'Search the documentation' });
    await box.fill('observe decorator');
    await expect(dialog.locator('.assistant-search-results a').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Chat', exact: true }).click();

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ask-ai')) asked.push(request.url());
    });
    await context.setOffline(true);
    await ask(page, 'How do I use the observe decorator?');
    const offline = dialog.locator('.assistant-offline');
    await expect(offline).toContainText('The assistant needs a connection.');
    const results = offline.locator('.assistant-search-results a');
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toHaveAttribute('href', /^\/docs\//);
    expect((await results.allTextContents()).some((text) => /decorator/i.test(text))).toBe(true);
    expect(asked).toEqual([]);
    await context.setOffline(false);
  });
});
