import { expect, test } from '@playwright/test';
import { supportChat } from '../../config/site';
import { routeChatScript, waitForContent } from './widgets-helpers';

test.describe('support chat launcher', () => {
  test('hidden and not loaded on a normal visit', async ({ page }) => {
    const chat = await routeChatScript(page);
    await page.goto('/docs');
    await waitForContent(page);
    await expect(page.getByRole('button', { name: 'Contact Support' })).toHaveCount(0);
    expect(chat.loads).toBe(0);
  });

  test('?supportChat=1 loads the chat script, initialises it and opens it; launcher 25 px / 80 px', async ({
    page,
  }) => {
    test.skip(!supportChat.appId, 'no chat app id configured: the launcher opens a mail instead');
    const chat = await routeChatScript(page);
    await page.goto('/docs?supportChat=1');
    await waitForContent(page);
    const launcher = page.getByRole('button', { name: 'Contact Support' });
    await expect(launcher).toBeVisible();
    await expect.poll(() => chat.loads).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __chatCalls?: unknown[] }).__chatCalls),
      )
      .toEqual([
        [
          'init',
          {
            appId: supportChat.appId,
            requireAuthentication: true,
            hideLauncher: true,
            chatButtons: [{ icon: 'email', text: 'Contact Support' }],
            position: { right: '25px', bottom: '80px' },
          },
        ],
        ['open'],
      ]);

    const viewport = page.viewportSize();
    const box = await launcher.boundingBox();
    expect(viewport && box).toBeTruthy();
    if (viewport && box) {
      expect(Math.round(viewport.width - (box.x + box.width))).toBe(25);
      expect(Math.round(viewport.height - (box.y + box.height))).toBe(80);
    }

    // The launcher reopens the chat without loading the script again.
    await launcher.click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __chatCalls: unknown[][] }).__chatCalls.length),
      )
      .toBe(3);
    expect(chat.loads).toBe(1);
  });
});

test.describe('logo context menu', () => {
  test('right click on the logo offers SVG and PNG downloads and the brand assets', async ({
    page,
  }) => {
    await page.goto('/docs');
    await waitForContent(page);
    await page.locator('.navbar-logo').click({ button: 'right' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const svg = dialog.getByRole('link', { name: 'Download logo as SVG' });
    const png = dialog.getByRole('link', { name: 'Download logo as PNG' });
    expect(
      (await page.request.get((await svg.getAttribute('href')) ?? '')).headers()['content-type'],
    ).toContain('image/svg+xml');
    expect(
      (await page.request.get((await png.getAttribute('href')) ?? '')).headers()['content-type'],
    ).toContain('image/png');
    await expect(svg).toHaveAttribute('download', /\.svg$/);
    await expect(png).toHaveAttribute('download', /\.png$/);
    await expect(dialog.getByRole('link', { name: 'All brand assets' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the HIRING pill, community chat and social links come from the config', async ({
    page,
  }) => {
    await page.goto('/docs');
    await waitForContent(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'HIRING' })).toHaveAttribute('href', '/careers');
    await expect(nav.getByRole('link', { name: 'Community chat' })).toHaveAttribute(
      'href',
      /^https:/,
    );
    await expect(nav.getByRole('link', { name: 'Follow us on X' })).toHaveAttribute(
      'href',
      /^https:/,
    );
  });
});
