import { expect, test } from '@playwright/test';
import { notebookLinks } from '../../config/notebook-links';
import { readChunk } from './shell-helpers';
import { waitForContent } from './widgets-helpers';

test.describe('page footer area', () => {
  test('a docs page: Copy as Markdown, feedback and the support link, in that order', async ({
    page,
  }) => {
    await page.goto('/docs/tracing');
    await waitForContent(page);
    const footer = page.locator('[data-page-footer="default"]');
    const parts = [
      footer.getByRole('button', { name: 'Copy as Markdown' }),
      footer.getByText('Was this page helpful?'),
      footer.getByRole('link', { name: 'Support' }),
    ];
    const handles = [];
    for (const part of parts) {
      await expect(part).toBeVisible();
      handles.push(await part.elementHandle());
    }
    // Document order is reading order here.
    for (let i = 1; i < handles.length; i++) {
      const follows = await page.evaluate(
        ([a, b]) =>
          Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
        [handles[i - 1], handles[i]] as const,
      );
      expect(follows).toBe(true);
    }
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    await expect(footer.getByRole('complementary', { name: 'Notebook' })).toHaveCount(0);
  });

  test('a notebook page shows the banner with code-host and runner links', async ({
    page,
    request,
  }) => {
    const route = '/integrations/model-providers/ollama';
    const chunk = await readChunk(request, route);
    test.skip(!chunk.notebook, 'the content has no notebook at this path');
    const expected = notebookLinks(chunk.notebook as NonNullable<typeof chunk.notebook>);
    await page.goto(route);
    await waitForContent(page);
    const banner = page.getByRole('complementary', { name: 'Notebook' });
    await expect(banner).toContainText('This page is a Jupyter notebook.');
    await expect(banner.getByRole('link', { name: 'Open on GitHub' })).toHaveAttribute(
      'href',
      expected.codeHost,
    );
    await expect(banner.getByRole('link', { name: 'Run in Google Colab' })).toHaveAttribute(
      'href',
      expected.runner,
    );
  });

  test('the root page has feedback but no Copy as Markdown', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    await expect(page.getByText('Was this page helpful?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toHaveCount(0);
  });

  test('hidden on /blog/x: no feedback, no Copy as Markdown, no support link', async ({ page }) => {
    await page.goto('/blog/x');
    await expect(page.locator('main#content')).toBeVisible();
    await expect(page.locator('[data-page-footer]')).toHaveCount(0);
    await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toHaveCount(0);
  });
});
