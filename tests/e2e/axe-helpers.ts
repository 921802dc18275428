import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForPage } from './shell-helpers';

/** Opens `path` with the theme stored as a reader would have it, and checks it was applied. */
export async function openInTheme(page: Page, path: string, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await waitForPage(page);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** axe's serious and critical findings inside `selector`, one line each (rule: targets). */
export async function seriousAxeViolations(page: Page, selector = 'main#content') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
