import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackWidget } from './feedback-widget';

// The dialog's code cannot be fetched: the reader went offline before nearing the thumbs.
vi.mock('./feedback-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const thumbDown = () => screen.getByRole('button', { name: 'No, this page was not helpful' });

describe('FeedbackWidget without its dialog code', () => {
  it('keeps the thumbs, and a vote whose post fails is reset as before', async () => {
    let fail: () => void = () => {};
    const post = vi.fn(
      () => new Promise<unknown>((_, reject) => (fail = () => reject(new Error('offline')))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<FeedbackWidget page="/faq" post={post} />);
    fireEvent.click(thumbDown());
    expect(post).toHaveBeenCalledTimes(1);
    // The import fails while the vote is in flight: nothing is thrown at the page.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(thumbDown()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => fail());
    await waitFor(() => expect(thumbDown()).toBeEnabled());
    expect(thumbDown()).toHaveAttribute('aria-pressed', 'false');
  });
});
