import { expect, test } from '@playwright/test';
import { openInTheme, seriousAxeViolations } from './axe-helpers';
import { desktop, readChunk, waitForPage } from './shell-helpers';

/**
 * The second docs locale (ja-JP): the language switch round trip of SPEC.md
 * §2/§7, the fallback of an untranslated page, and axe on a Japanese page.
 */
test.use({ viewport: desktop });

const ROUTE = '/docs/get-started';
const JA_ROUTE = `/ja-JP${ROUTE}`;
const UNTRANSLATED = '/ja-JP/docs/roadmap';
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

test('the language switch goes to the Japanese page and back, remembering the choice', async ({
  page,
  context,
  request,
}) => {
  const english = await readChunk(request, ROUTE);
  const japanese = await readChunk(request, JA_ROUTE);
  expect(japanese.title).toMatch(JAPANESE);

  await page.goto(ROUTE);
  await waitForPage(page);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(english.title);
  const languageSwitch = () =>
    page.getByRole('contentinfo').getByRole('combobox', { name: 'Change language' });
  await expect(languageSwitch()).toHaveValue('en-US');
  await expect(languageSwitch().locator('option')).toHaveText(['English', '日本語']);

  const chosenAt = Date.now() / 1000;
  await languageSwitch().selectOption('ja-JP');
  await page.waitForURL((url) => url.pathname === JA_ROUTE);
  await waitForPage(page);
  await expect(h1).toHaveText(japanese.title);
  expect(await page.locator('html').getAttribute('lang')).toMatch(/^ja\b/);
  await expect(languageSwitch()).toHaveValue('ja-JP');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'NEXT_LOCALE');
  expect(cookie).toMatchObject({ value: 'ja-JP', path: '/' });
  expect(cookie?.expires ?? 0).toBeGreaterThan(chosenAt + YEAR_SECONDS - 120);
  expect(cookie?.expires ?? 0).toBeLessThan(chosenAt + YEAR_SECONDS + 120);
  // The Japanese page links within its locale.
  await expect(page.locator('main#content a[href="/ja-JP/docs/tracing"]').first()).toBeVisible();

  await languageSwitch().selectOption('en-US');
  await page.waitForURL((url) => url.pathname === ROUTE);
  await waitForPage(page);
  await expect(h1).toHaveText(english.title);
  expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
  expect((await context.cookies()).find((entry) => entry.name === 'NEXT_LOCALE')?.value).toBe(
    'en-US',
  );
});

test('an untranslated page shows the English article under a Japanese notice', async ({
  page,
  request,
}) => {
  const chunk = await readChunk(request, UNTRANSLATED);
  expect(chunk.contentLocale).toBe('en-US');
  const response = await page.goto(UNTRANSLATED);
  expect(response?.status()).toBe(200);
  await waitForPage(page);
  expect(await page.locator('html').getAttribute('lang')).toMatch(/^ja\b/);
  const notice = page.locator('main#content [data-untranslated-notice]');
  await expect(notice).toHaveText(
    'このページはまだ日本語に翻訳されていません。英語版を表示しています。',
  );
  expect(await notice.getAttribute('lang')).toMatch(/^ja\b/);
  const article = page.locator('main#content article');
  expect(await article.getAttribute('lang')).toMatch(/^en\b/);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(chunk.title);

  // A translated page has no notice and no language of its own.
  await page.goto(JA_ROUTE);
  await waitForPage(page);
  await expect(page.locator('main#content article h1')).toHaveText(JAPANESE);
  await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);
  expect(await page.locator('main#content article').getAttribute('lang')).toBeNull();
});

for (const theme of ['light', 'dark'] as const) {
  for (const path of [JA_ROUTE, UNTRANSLATED]) {
    test(`${path} in ${theme} mode has no serious axe violations`, async ({ page }) => {
      test.setTimeout(120_000);
      await openInTheme(page, path, theme);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}
