import type { Page } from '@playwright/test';
import { modelURL } from '../../playwright.config';
import { queryLocalD1 } from '../../scripts/local-d1';
import { e2eState } from './widgets-helpers';

/** The page's own content is on screen (the assistant needs nothing below the fold). */
export async function waitForArticle(page: Page) {
  await page.locator('main#content:not([aria-busy])').waitFor();
}

export async function openAssistant(page: Page, path = '/docs') {
  await page.goto(path);
  await waitForArticle(page);
  await page.getByRole('button', { name: 'Ask AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask AI' });
  await dialog.waitFor();
  return dialog;
}

export async function ask(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Ask AI' });
  await dialog.getByRole('textbox', { name: 'Your question' }).fill(question);
  await dialog.getByRole('button', { name: 'Send' }).click();
}

/** Whether the loopback model saw the caller hang up on the `[[slow:ID]]` request. */
export async function modelSawAbort(id: string): Promise<boolean> {
  const response = await fetch(`${modelURL}/status/${id}`);
  const status = (await response.json()) as { aborted: boolean } | null;
  return status?.aborted === true;
}

export function uniqueId(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

export async function dbRows<Row>(sql: string): Promise<Row[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await queryLocalD1<Row>(e2eState, sql);
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
