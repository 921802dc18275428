import { expect, type Page, test } from '@playwright/test';
import { feedbackRows, waitForContent, waitForOutboxCode } from './widgets-helpers';

/**
 * The reader's outbox (src/features/outbox): feedback that meets no network or
 * a 5xx is kept in IndexedDB with an idempotency key, sent again, and stored
 * once. Each test votes on its own page, so rows never mix.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const thumbUp = (page: Page) => page.getByRole('button', { name: 'Yes, this page was helpful' });
const thumbDown = (page: Page) =>
  page.getByRole('button', { name: 'No, this page was not helpful' });
const SAVED = "Your feedback is saved and will be sent when you're back online.";
const DELIVERED = 'Your saved feedback has been sent.';

/** The reader points at the thumbs: the dialog's and the outbox's code come in. */
async function approachThumbs(page: Page) {
  await thumbUp(page).hover();
  await waitForOutboxCode(page);
}

/** Idempotency-Key of every feedback post the page makes. */
function recordKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/feedback')) keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

const outboxEmpty = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('outbox');
        open.onsuccess = () => {
          const count = open.result.transaction('posts').objectStore('posts').count();
          count.onsuccess = () => resolve(count.result === 0);
        };
      }),
  );

test('a vote given offline is saved, sent after reconnect and stored once', async ({
  page,
  context,
}) => {
  const path = '/docs/analytics';
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto(path);
  await waitForContent(page);
  await approachThumbs(page);
  const keys = recordKeys(page);

  await context.setOffline(true);
  await thumbDown(page).click();
  // SPEC §4: a vote whose post fails resets the widget, without an error…
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumbDown(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // …and the outbox keeps it, which the reader is told.
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  expect(await feedbackRows(path, since)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: DELIVERED })).toBeVisible({
    timeout: 15_000,
  });
  const rows = await feedbackRows(path, since);
  expect(rows.map(({ feedback, comment }) => ({ feedback, comment }))).toEqual([
    { feedback: 'negative', comment: null },
  ]);
  expect(new Set(keys).size).toBe(1);
  expect(await outboxEmpty(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('outbox-pending'))).toBeNull();
});

test('a 500 then success stores once, both posts with one key', async ({ page }) => {
  const path = '/docs/playground';
  const since = new Date(Date.now() - 1000).toISOString();
  let failures = 1;
  await page.route('**/api/feedback', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' })
      : route.fallback(),
  );
  await page.goto(path);
  await waitForContent(page);
  const keys = recordKeys(page);
  await thumbUp(page).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  // The outbox tries again after its first backoff (1 to 2 s).
  await expect(page.getByRole('status').filter({ hasText: DELIVERED })).toBeVisible({
    timeout: 15_000,
  });
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  const rows = await feedbackRows(path, since);
  expect(rows.map(({ feedback }) => feedback)).toEqual(['positive']);
});

test('a vote kept by one visit is sent by the next page load', async ({ page, context }) => {
  const path = '/docs/rbac';
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto(path);
  await waitForContent(page);
  await approachThumbs(page);
  await context.setOffline(true);
  await thumbUp(page).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  await page.close();
  await context.setOffline(false);
  expect(await feedbackRows(path, since)).toEqual([]);

  const next = await context.newPage();
  await next.goto('/docs');
  await expect.poll(() => feedbackRows(path, since), { timeout: 15_000 }).toHaveLength(1);
  await next.waitForTimeout(1000);
  expect(await feedbackRows(path, since)).toHaveLength(1);
});

test('a comment refused with 400 is not kept: the error shows as before', async ({ page }) => {
  const path = '/docs/deployment';
  await page.goto(path);
  await waitForContent(page);
  await thumbDown(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.feedback-thumb:disabled')).toHaveCount(0);
  let posts = 0;
  await page.route('**/api/feedback', (route) => {
    posts += 1;
    return route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"no"}' });
  });
  await dialog.getByLabel('Your comment').fill('The example is out of date.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your comment could not be sent. Please try again.',
  );
  await page.waitForTimeout(3000);
  expect(posts).toBe(1);
  expect(await outboxEmpty(page)).toBe(true);
});
