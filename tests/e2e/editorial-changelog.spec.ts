import { expect, test } from '@playwright/test';
import { team } from '../../config/team';
import { readCollection, readJsonLd, waitForIndex } from './editorial-helpers';
import { desktop, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });

test.describe('changelog', () => {
  test('the index lists every entry by month, newest first, with avatars', async ({
    page,
    request,
  }) => {
    const index = await readCollection(request, 'changelog');
    await page.goto('/changelog');
    await waitForIndex(page, 'changelog');
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
    await expect(page.locator('.changelog-entry')).toHaveCount(index.entries.length);
    await expect(page.getByText(`${index.entries.length} changes`)).toBeVisible();

    const months = await page.locator('[data-month]').evaluateAll((sections) =>
      sections.map((section) => ({
        month: section.getAttribute('data-month'),
        heading: section.querySelector('h2')?.textContent,
        dates: [...section.querySelectorAll('time')].map((time) => time.getAttribute('datetime')),
      })),
    );
    const expectedMonths = [...new Set(index.entries.map((entry) => entry.date.slice(0, 7)))];
    expect(months.map((month) => month.month)).toEqual(expectedMonths);
    for (const month of months) {
      expect(month.dates.every((date) => date?.startsWith(month.month as string))).toBe(true);
      const [year, number] = (month.month as string).split('-').map(Number);
      const label = new Date(Date.UTC(year, number - 1, 1)).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(month.heading).toBe(label);
    }
    expect(months.flatMap((month) => month.dates)).toEqual(index.entries.map((e) => e.date));

    const first = page.locator('.changelog-entry').first();
    await expect(first.getByRole('link', { name: index.entries[0].title })).toHaveAttribute(
      'href',
      index.entries[0].route,
    );
    for (const handle of index.entries[0].authors) {
      const avatar = first.getByRole('link', { name: team[handle].name });
      await expect(avatar).toHaveAttribute('href', `/authors/${handle}`);
      await expect(avatar.locator('img')).toHaveAttribute('src', team[handle].image);
    }
  });

  test('the tag filter narrows the list, lives in the URL and resets with All', async ({
    page,
    request,
  }) => {
    const index = await readCollection(request, 'changelog');
    const tagged = index.entries.filter((entry) => entry.tags.includes('security'));
    expect(tagged.length).toBeGreaterThan(1);
    await page.goto('/changelog');
    await waitForIndex(page, 'changelog');
    const filter = page.getByRole('group', { name: 'Filter by tag' });
    await filter.getByRole('button', { name: 'security', exact: true }).click();
    await expect(filter.getByRole('button', { name: 'security', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/\?tag=security$/);
    await expect(page.locator('.changelog-entry')).toHaveCount(tagged.length);
    await expect(page.getByText(`${tagged.length} changes tagged “security”`)).toBeVisible();
    await expect(page.locator('.changelog-entry h3')).toHaveText(tagged.map((e) => e.title));

    await page.reload();
    await waitForIndex(page, 'changelog');
    await expect(page.locator('.changelog-entry')).toHaveCount(tagged.length);

    const all = page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', {
      name: 'All',
    });
    await all.focus();
    await page.keyboard.press('Enter');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.changelog-entry')).toHaveCount(index.entries.length);
    await expect(page).toHaveURL(/\/changelog$/);
  });

  test('an entry has its byline, date, tags, section title and Article data', async ({ page }) => {
    await page.goto('/changelog/masking');
    await waitForPage(page);
    await expect(page).toHaveTitle('Mask sensitive data before it leaves your process - Tracewell');
    const header = page.locator('[data-entry-header="changelog"]');
    await expect(header.getByRole('link', { name: 'Tomás Villar' })).toHaveAttribute(
      'href',
      '/authors/tomas',
    );
    await expect(header.locator('time')).toHaveAttribute('datetime', '2024-06-04');
    await expect(header.locator('time')).toHaveText('June 4, 2024');
    await expect(header.getByRole('link', { name: 'security' })).toHaveAttribute(
      'href',
      '/changelog?tag=security',
    );
    const ogImage = new URL(
      (await page.locator('meta[property="og:image"]').getAttribute('content')) as string,
    );
    expect(ogImage.pathname).toBe('/api/og');
    expect(ogImage.searchParams.get('section')).toBe('Changelog');
    expect(await readJsonLd(page)).toMatchObject({
      '@type': 'Article',
      headline: 'Mask sensitive data before it leaves your process',
      datePublished: '2024-06-04',
      articleSection: 'Changelog',
      author: [{ '@type': 'Person', name: 'Tomás Villar' }],
      image: ogImage.toString(),
    });

    await header.getByRole('link', { name: 'security' }).click();
    await waitForIndex(page, 'changelog');
    await expect(page).toHaveURL(/\/changelog\?tag=security$/);
    await expect(page.getByRole('button', { name: 'security', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the feed is served as RSS with absolute links', async ({ request }) => {
    const response = await request.get('/changelog/rss.xml');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('<rss version="2.0"');
    expect(text).toContain('<link>https://tracewell.dev/changelog/masking</link>');
  });
});
