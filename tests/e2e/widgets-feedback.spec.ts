import { expect, type Page, type Route, test } from '@playwright/test';
import { feedbackRows, waitForContent } from './widgets-helpers';

// Each test votes on its own page, so rows never mix.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** Holds POST /api/feedback requests until released, so in-flight states can be seen. */
async function holdFeedbackPosts(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/feedback', (route) => {
    held.push(route);
  });
  return {
    async next(): Promise<Route> {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      return held.shift() as Route;
    },
  };
}

const thumbUp = (page: Page) => page.getByRole('button', { name: 'Yes, this page was helpful' });
const thumbDown = (page: Page) =>
  page.getByRole('button', { name: 'No, this page was not helpful' });

test('positive vote without a comment: posts at once, Send, Submitting…, thank-you, Done; rows in D1', async ({
  page,
}) => {
  const path = '/docs/tracing';
  const since = new Date(Date.now() - 1000).toISOString();
  const posts = await holdFeedbackPosts(page);
  await page.goto(path);
  await waitForContent(page);

  await thumbUp(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  const vote = await posts.next();
  expect(vote.request().postDataJSON()).toEqual({ page: path, feedback: 'positive' });
  // The thumbs are disabled while the vote is in flight (the dialog makes the page inert, so ask the DOM).
  await expect(page.locator('.feedback-thumb:disabled')).toHaveCount(2);
  await vote.fallback();
  await expect(page.locator('.feedback-thumb:disabled')).toHaveCount(0);

  const send = dialog.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeEnabled();
  await send.click();
  const comment = await posts.next();
  expect(comment.request().postDataJSON()).toEqual({
    page: path,
    feedback: 'positive',
    comment: '',
  });
  await expect(dialog.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  await comment.fallback();

  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(thumbUp(page)).toHaveAttribute('aria-pressed', 'false');

  const rows = await feedbackRows(path, since);
  expect(rows.map(({ feedback, comment }) => ({ feedback, comment }))).toEqual([
    { feedback: 'positive', comment: null },
    { feedback: 'positive', comment: null },
  ]);
});

test('negative vote needs a comment; the comment lands in D1', async ({ page }) => {
  const path = '/faq';
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto(path);
  await waitForContent(page);

  const voted = page.waitForResponse(
    (response) => response.url().endsWith('/api/feedback') && response.status() === 201,
  );
  await thumbDown(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  expect(await (await voted).json()).toMatchObject({ id: expect.any(String) });

  const send = dialog.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeDisabled();
  const box = dialog.getByLabel('Your comment');
  await box.fill('    ');
  await expect(send).toBeDisabled();
  await box.fill('  The retry example uses an old parameter name.  ');
  await expect(send).toBeEnabled();
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/feedback') && response.status() === 201,
  );
  await send.click();
  await sent;
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  const rows = await feedbackRows(path, since);
  expect(rows.map(({ feedback, comment }) => ({ feedback, comment }))).toEqual([
    { feedback: 'negative', comment: null },
    { feedback: 'negative', comment: 'The retry example uses an old parameter name.' },
  ]);
});

test('a failing first post silently resets choice and dialog', async ({ page, context }) => {
  const path = '/self-hosting';
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto(path);
  await waitForContent(page);
  // The reader's connection drops just as they vote.
  await context.setOffline(true);
  await thumbDown(page).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumbDown(page)).toBeEnabled();
  await expect(thumbDown(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  expect(await feedbackRows(path, since)).toEqual([]);
});

test('a dialog whose code cannot be fetched leaves the page and the vote', async ({ page }) => {
  const path = '/docs/data-retention';
  const since = new Date(Date.now() - 1000).toISOString();
  // The dialog's chunk fails (the reader lost the network before it was fetched) while the
  // vote's post is still on its way: the failure must stay with the dialog.
  await page.route('**/assets/feedback-dialog-*.js', (route) =>
    route.abort('internetdisconnected'),
  );
  const posts = await holdFeedbackPosts(page);
  await page.goto(path);
  await waitForContent(page);
  const failed = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/feedback-dialog-'),
  );
  await thumbDown(page).click();
  const post = await posts.next();
  await failed;
  // Time for the failed import to reach React and render.
  await page.waitForTimeout(300);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumbDown(page)).toHaveAttribute('aria-pressed', 'true');
  await post.continue();
  await expect(thumbDown(page)).toBeEnabled();
  await expect(thumbDown(page)).toHaveAttribute('aria-pressed', 'true');
  const rows = await feedbackRows(path, since);
  expect(rows.map(({ feedback, comment }) => ({ feedback, comment }))).toEqual([
    { feedback: 'negative', comment: null },
  ]);
});

test('Escape and Cancel close the dialog and reset the comment; focus stays inside', async ({
  page,
}) => {
  await page.goto('/docs');
  await waitForContent(page);
  await thumbDown(page).click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByLabel('Your comment');
  await box.fill('draft');
  // Focus is trapped: tabbing cycles through the dialog's own controls.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await thumbUp(page).click();
  await expect(page.getByRole('dialog').getByLabel('Your comment')).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
