import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, prepareToasts } from './notify';
import { ToastArea } from './toast-area';

describe('toast area', () => {
  it('loads the toaster on the first message and shows it in a polite live region', async () => {
    render(<ToastArea />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    notify({ kind: 'error', title: 'Fetch Error', description: 'The source could not be loaded.' });
    notify({ title: 'New version available', action: { label: 'Reload', onClick: () => {} } });
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('Fetch Error')).toBeInTheDocument();
    expect(screen.getByText('The source could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('New version available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('prepareToasts', () => {
  it('loads the toast area before any message, so a later one needs no download', async () => {
    render(<ToastArea />);
    prepareToasts();
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region).toBeEmptyDOMElement();
    notify({ title: 'Message sent' });
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });
});
