import { expect, test } from '@playwright/test';
import type { TreeNode } from '../../build-content/bundle-format';
import { desktop, readChunk, readPageMap, waitForPage } from './shell-helpers';

test.use({ viewport: desktop });
test.describe.configure({ timeout: 60_000 });

/** SPEC.md §2 routes that are pages of this site, plus the integration group pages. */
const ROUTES = [
  '/careers',
  '/demo',
  '/watch-demo',
  '/pricing',
  '/enterprise',
  '/open-source',
  '/why',
  '/library',
  '/jp',
  '/kr',
  '/cn',
  '/about',
  '/support',
  '/talk-to-us',
  '/oss-friends',
  '/imprint',
  '/terms',
  '/privacy',
  '/security',
  '/security/soc2',
  '/security/iso27001',
  '/security/gdpr',
  '/security/hipaa',
  '/integrations/model-providers',
  '/integrations/frameworks',
  '/integrations/gateways',
  '/integrations/no-code',
];

function h1Text(nodes: TreeNode[]): string | undefined {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const text = (n: TreeNode[]): string =>
      n.map((c) => (typeof c === 'string' ? c : text(c.slice(2) as TreeNode[]))).join('');
    if (node[0] === 'h1') return text(node.slice(2) as TreeNode[]);
    const inner = h1Text(node.slice(2) as TreeNode[]);
    if (inner) return inner;
  }
  return undefined;
}

// Nine routes a test, loaded one after the other in the same page: the app's code comes from
// the browser's cache after the first, as it does for a reader. Every route's failure is listed.
const ROUTES_PER_TEST = 9;
for (let first = 0; first < ROUTES.length; first += ROUTES_PER_TEST) {
  const routes = ROUTES.slice(first, first + ROUTES_PER_TEST);
  test(`${routes[0]} … ${routes[routes.length - 1]} answer 200 and show their h1`, async ({
    page,
    request,
  }) => {
    for (const route of routes) {
      const chunk = await readChunk(request, route);
      const heading = h1Text(chunk.tree);
      expect.soft(heading, `${route} has an h1`).toBeTruthy();
      const response = await page.goto(route);
      expect.soft(response?.status(), route).toBe(200);
      await waitForPage(page);
      await expect.soft(page.getByRole('heading', { level: 1 }), route).toHaveText(`${heading}`);
    }
  });
}

test('every open role has its own page linked from /careers', async ({ page, request }) => {
  const careers = (await readPageMap(request)).find((entry) => entry.route === '/careers');
  const roles = (careers?.children ?? []).filter((entry) => entry.route !== '/careers');
  expect(roles.length).toBeGreaterThan(0);
  await page.goto('/careers');
  await waitForPage(page);
  for (const role of roles) {
    await expect(page.locator(`main a[href="${role.route}"]`)).toBeVisible();
  }
  await page.locator(`main a[href="${roles[0].route}"]`).click();
  await expect(page).toHaveURL(roles[0].route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(roles[0].title);
  expect((await page.request.get(roles[0].route)).status()).toBe(200);
});

test('an integration group page shows a card for every page of its folder', async ({
  page,
  request,
}) => {
  const integrations = (await readPageMap(request)).find((e) => e.route === '/integrations');
  const group = integrations?.children?.find((e) => e.route === '/integrations/gateways');
  const pages = (group?.children ?? []).filter((e) => e.route !== '/integrations/gateways');
  expect(pages.length).toBeGreaterThan(3);
  await page.goto('/integrations/gateways');
  await waitForPage(page);
  const cards = page.locator('main .cards a');
  await expect(cards).toHaveCount(pages.length);
  expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    pages.map((entry) => entry.route),
  );
});

for (const [route, lang] of [
  ['/jp', 'ja'],
  ['/kr', 'ko'],
  ['/cn', 'zh-Hans'],
]) {
  test(`${route} sets lang="${lang}" on its content`, async ({ page }) => {
    await page.goto(route);
    await waitForPage(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    expect(await h1.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe(lang);
  });
}

test('the pricing switch shows annual prices', async ({ page }) => {
  await page.goto('/pricing');
  await waitForPage(page);
  const core = page.getByTestId('price-core');
  const monthly = await core.textContent();
  await page.getByRole('radio', { name: /Annual/ }).check();
  await expect(core).not.toHaveText(monthly ?? '');
  await expect(page.getByText(/billed yearly/).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(core).toHaveText(monthly ?? '');
});

test('the library filter narrows the list by topic', async ({ page }) => {
  await page.goto('/library');
  await waitForPage(page);
  const items = page.locator('.mkt-library-item');
  const all = await items.count();
  await page
    .getByRole('group', { name: 'Topic' })
    .getByRole('button', { name: 'self-hosting' })
    .click();
  await expect(items).not.toHaveCount(all);
  for (const text of await items.locator('.mkt-library-topics').allTextContents()) {
    expect(text).toContain('self-hosting');
  }
  await page.getByRole('group', { name: 'Topic' }).getByRole('button', { name: 'All' }).click();
  await expect(items).toHaveCount(all);
});
