import { expect, test } from '@playwright/test';
import { team } from '../../config/team';
import { readCollection, readJsonLd, waitForIndex } from './editorial-helpers';
import { desktop, waitForPage } from './shell-helpers';
import { waitForContent } from './widgets-helpers';

test.use({ viewport: desktop });

test.describe('blog', () => {
  test('the index shows every post newest first with byline, date and reading time', async ({
    page,
    request,
  }) => {
    const index = await readCollection(request, 'blog');
    await page.goto('/blog');
    await waitForIndex(page, 'blog');
    await expect(page).toHaveTitle('Blog - Tracewell');
    const cards = page.locator('.blog-post-card');
    await expect(cards).toHaveCount(index.entries.length);
    await expect(cards.locator('h2')).toHaveText(index.entries.map((entry) => entry.title));
    const first = cards.first();
    const post = index.entries[0];
    for (const handle of post.authors)
      await expect(first.getByRole('link', { name: team[handle].name })).toHaveAttribute(
        'href',
        `/authors/${handle}`,
      );
    await expect(first.locator('time')).toHaveAttribute('datetime', post.date);
    await expect(first).toContainText(`${post.readingMinutes} min read`);

    await first.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(post.route);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });

  test('a post has the Blog title suffix, a byline, Article data and no page footer', async ({
    page,
  }) => {
    await page.goto('/blog/launching-sdk-v3');
    await waitForContent(page);
    await expect(page).toHaveTitle(
      'Tracewell SDK v3: one trace for your whole stack - Tracewell Blog',
    );
    const header = page.locator('[data-entry-header="blog"]');
    await expect(header).toContainText('Mira Okafor and Hana Sato');
    await expect(header).toContainText('February 13, 2024');
    await expect(header).toContainText(/\d+ min read/);
    await expect(page.locator('figure[data-video-id="sdk-v3-nested-spans"]')).toBeVisible();

    // The page footer area and the feedback widget are hidden under /blog.
    await page.locator('main#content').press('End');
    await expect(page.locator('[data-page-footer]')).toHaveCount(0);
    await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
    await expect(page.locator('.page-footer-support')).toHaveCount(0);

    const ogImage = new URL(
      (await page.locator('meta[property="og:image"]').getAttribute('content')) as string,
    );
    expect(ogImage.searchParams.get('section')).toBe('Blog');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(await readJsonLd(page)).toMatchObject({
      '@type': 'Article',
      headline: 'Tracewell SDK v3: one trace for your whole stack',
      datePublished: '2024-02-13',
      articleSection: 'Blog',
      author: [
        { name: 'Mira Okafor', url: 'https://tracewell.dev/authors/mira' },
        { name: 'Hana Sato', url: 'https://tracewell.dev/authors/hana' },
      ],
    });
  });

  test('the footer Blog link and the navbar lead to the blog', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/changelog/sampling');
    await waitForPage(page);
    const footerLink = page
      .locator('footer.footer')
      .getByRole('link', { name: 'Blog', exact: true });
    await expect(footerLink).toHaveAttribute('href', '/blog');
    await footerLink.click();
    await expect(page).toHaveURL(/\/blog$/);
    await waitForIndex(page, 'blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Changelog', exact: true })).toHaveAttribute(
      'href',
      '/changelog',
    );
    // Customer stories sit in the Resources menu, which keeps the navbar to one line.
    await nav.getByRole('button', { name: 'Resources' }).click();
    await expect(page.getByRole('menuitem', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/customers',
    );
  });

  test('an author page lists the member’s posts and changelog entries', async ({
    page,
    request,
  }) => {
    const [blog, changelog] = await Promise.all([
      readCollection(request, 'blog'),
      readCollection(request, 'changelog'),
    ]);
    const mine = (entries: typeof blog.entries) =>
      entries.filter((entry) => entry.authors.includes('priya')).map((entry) => entry.title);
    await page.goto('/authors/priya');
    await waitForPage(page);
    await expect(page).toHaveTitle('Priya Raman - Tracewell');
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
    const posts = page.getByRole('region', { name: 'Blog posts' });
    await expect(posts.getByRole('listitem').getByRole('link')).toHaveText(mine(blog.entries));
    const changes = page.getByRole('region', { name: 'Changelog entries' });
    await expect(changes.getByRole('listitem').getByRole('link')).toHaveText(
      mine(changelog.entries),
    );
  });
});
