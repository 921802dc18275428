import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastArea } from '../toasts/toast-area';
import { notifyContactResult } from './contact-result-toast';

describe('contact form result toast', () => {
  it('announces a failure with its reason, and a later success replaces it', async () => {
    render(<ToastArea />);
    notifyContactResult({ ok: false, error: 'We could not reach the server.' });
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(await within(region).findByText('Message not sent')).toBeInTheDocument();
    expect(within(region).getByText('We could not reach the server.')).toBeInTheDocument();

    notifyContactResult({ ok: true, id: 'c-1' });
    expect(await within(region).findByText('Message sent')).toBeInTheDocument();
    expect(within(region).queryByText('Message not sent')).toBeNull();
  });
});
