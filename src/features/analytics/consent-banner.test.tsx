import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A build with both services configured; the CRM script points at a closed loopback port, and
// analytics stays refused in these tests, so nothing leaves the machine.
beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
  vi.stubEnv('VITE_POSTHOG_KEY', 'phc_test');
  vi.stubEnv('VITE_CRM_ID', '4711');
  vi.stubEnv('VITE_CRM_SCRIPT_URL', 'http://127.0.0.1:9/{id}.js');
});
afterEach(() => vi.unstubAllEnvs());

async function renderRoot() {
  const { AnalyticsRoot } = await import('./analytics-root');
  const { CookieSettingsItem } = await import('./cookie-settings-button');
  render(
    <MemoryRouter initialEntries={['/docs']}>
      <AnalyticsRoot />
      <ul>
        <CookieSettingsItem />
      </ul>
    </MemoryRouter>,
  );
}

describe('consent banner', () => {
  it('asks first, offers both services under Customise and stores the choice', async () => {
    await renderRoot();
    const banner = await screen.findByRole('region', { name: 'Cookies and tracking' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    const analytics = screen.getByRole('checkbox', { name: /Product analytics/ });
    const crm = screen.getByRole('checkbox', { name: /CRM tracking/ });
    expect(analytics).not.toBeChecked();
    expect(crm).not.toBeChecked();
    await userEvent.click(crm);
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(banner).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cookie-consent') ?? '{}')).toMatchObject({
      analytics: false,
      crm: true,
    });
    expect(document.getElementById('crm-tracking-script')).toHaveAttribute(
      'src',
      'http://127.0.0.1:9/4711.js',
    );
  });

  it('reopens from Cookie settings with the stored choice and closes on Escape', async () => {
    localStorage.setItem('cookie-consent', JSON.stringify({ v: 1, analytics: false, crm: true }));
    await renderRoot();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookies and tracking' })).toBeNull();
    await userEvent.click(settings);
    expect(screen.getByRole('checkbox', { name: /Product analytics/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Product analytics/ })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /CRM tracking/ })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookies and tracking' })).toBeNull();
    expect(settings).toHaveFocus();
  });

  it('shows neither banner nor Cookie settings when nothing is configured', async () => {
    vi.stubEnv('VITE_POSTHOG_KEY', '');
    vi.stubEnv('VITE_CRM_ID', '');
    await renderRoot();
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });
});
