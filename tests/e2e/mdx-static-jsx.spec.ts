import { expect, test } from '@playwright/test';
import { waitForPage } from './shell-helpers';

test('a card icon written as static JSX renders as an inline SVG beside its title', async ({
  page,
}) => {
  await page.goto('/components-showcase');
  await waitForPage(page);
  const card = page.locator('#content').getByRole('link', { name: 'Datasets' });
  const icon = card.locator('.cards-card-icon svg');
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
  await expect(icon).toHaveAttribute('stroke-width', '2');
  await expect(icon.locator('ellipse')).toHaveCount(1);
  const box = await icon.boundingBox();
  expect(box?.width).toBeGreaterThan(8);
  await expect(card).not.toContainText('$tree');
});
