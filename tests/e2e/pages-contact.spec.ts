import { expect, type Page, test } from '@playwright/test';
import { queryLocalD1 } from '../../scripts/local-d1';
import { desktop, waitForPage } from './shell-helpers';
import { e2eState, waitForOutboxCode } from './widgets-helpers';

test.use({ viewport: desktop });
// The contact endpoint allows a few requests a minute per client: these tests share one client IP.
// Reading D1 goes through `wrangler d1 execute`, which takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

interface ContactRow {
  name: string;
  email: string;
  company: string;
  message: string;
  team_size: string | null;
  page: string;
}

async function rowsFor(company: string): Promise<ContactRow[]> {
  const quoted = company.replaceAll("'", "''");
  for (let attempt = 1; ; attempt++) {
    try {
      return await queryLocalD1<ContactRow>(
        e2eState,
        `SELECT name, email, company, message, team_size, page FROM contact_requests WHERE company = '${quoted}'`,
      );
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** The toast area: the result is announced there too, wherever the reader has scrolled. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

async function fill(page: Page, company: string, email = 'ada@example.com') {
  await page.getByLabel('Name').fill('Ada Example');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Team size (optional)').selectOption('51-200');
  await page.getByLabel('Message').fill('We would like to self-host.\nTwo regions.');
}

test('/talk-to-us sends a request: sending, then sent, and the row is in D1', async ({ page }) => {
  const company = `Sent Co ${Date.now()}`;
  await page.goto('/talk-to-us');
  await waitForPage(page);
  await fill(page, company);

  // Hold the request until the sending state has been seen; the real server then answers it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();

  await expect(page.getByRole('status')).toContainText('your message is with us');
  await expect(toasts(page)).toHaveAttribute('aria-live', 'polite');
  await expect(toasts(page)).toContainText('Message sent');
  expect(await rowsFor(company)).toEqual([
    {
      name: 'Ada Example',
      email: 'ada@example.com',
      company,
      message: 'We would like to self-host.\nTwo regions.',
      team_size: '51-200',
      page: '/talk-to-us',
    },
  ]);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Company')).toHaveValue('');
});

test('a send made offline is saved, then sent once when the network is back', async ({
  page,
  context,
}) => {
  const company = `Outbox Co ${Date.now()}`;
  await page.goto('/talk-to-us');
  await waitForPage(page);
  // Typing loads the toast library and the outbox while the network is there.
  await fill(page, company);
  await waitForOutboxCode(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message saved.' })).toContainText(
    "will be sent when you're back online",
  );
  await expect(toasts(page)).toContainText('Message saved');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await rowsFor(company)).toEqual([]);

  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) keys.push(request.headers()['idempotency-key']);
  });
  await context.setOffline(false);
  await expect.poll(() => rowsFor(company), { timeout: 15_000 }).toHaveLength(1);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  await page.waitForTimeout(1000);
  expect(await rowsFor(company)).toHaveLength(1);
});

test('invalid input stores no row and names the field', async ({ page }) => {
  const company = `Invalid Co ${Date.now()}`;
  await page.goto('/talk-to-us');
  await waitForPage(page);

  // Empty required fields: the browser stops the form, nothing is sent.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Name')).toHaveJSProperty('validity.valueMissing', true);

  // An address the browser accepts but the API does not (no dot in the domain).
  await fill(page, company, 'ada@localhost');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('email must be a work email address');
  await expect(page.getByLabel('Work email')).toHaveValue('ada@localhost');
  expect(await rowsFor(company)).toEqual([]);
});

test('/demo has the same form and stores where it was sent from', async ({ page }) => {
  const company = `Demo Co ${Date.now()}`;
  await page.goto('/demo');
  await waitForPage(page);
  await fill(page, company);
  await page.getByRole('button', { name: 'Request a demo' }).click();
  await expect(page.getByRole('status')).toContainText('your message is with us');
  expect((await rowsFor(company)).map((row) => row.page)).toEqual(['/demo']);
});
