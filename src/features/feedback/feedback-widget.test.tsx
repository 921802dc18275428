import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackWidget } from './feedback-widget';
import type { FeedbackPost } from './post-feedback';

interface Deferred {
  body: FeedbackPost;
  resolve: () => void;
  reject: () => void;
}

/** A post double whose answers the test releases one by one. */
function controlledPost() {
  const calls: Deferred[] = [];
  const post = vi.fn(
    (body: FeedbackPost) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({
          body,
          resolve: () => resolve({ id: 'x' }),
          reject: () => reject(new Error('500')),
        });
      }),
  );
  return { post, calls };
}

const thumbUp = () =>
  screen.getByRole('button', { name: 'Yes, this page was helpful', hidden: true });
const thumbDown = () =>
  screen.getByRole('button', { name: 'No, this page was not helpful', hidden: true });

describe('FeedbackWidget', () => {
  it('positive vote: posts at once, thumbs disabled in flight, optional comment, thank-you, Done', async () => {
    const { post, calls } = controlledPost();
    render(<FeedbackWidget page="/docs/tracing" post={post} />);
    fireEvent.click(thumbUp());
    expect(calls[0].body).toEqual({ page: '/docs/tracing', feedback: 'positive' });
    expect(thumbUp()).toBeDisabled();
    expect(thumbDown()).toBeDisabled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Glad it helped!');

    await act(async () => calls[0].resolve());
    expect(thumbUp()).toBeEnabled();
    const send = screen.getByRole('button', { name: 'Send feedback' });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(calls[1].body).toEqual({ page: '/docs/tracing', feedback: 'positive', comment: '' });
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();

    await act(async () => calls[1].resolve());
    expect(screen.getByRole('dialog')).toHaveTextContent('Thank you!');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbUp()).toHaveAttribute('aria-pressed', 'false');
  });

  it('negative vote: Send stays disabled until the trimmed comment has text', async () => {
    const { post, calls } = controlledPost();
    render(<FeedbackWidget page="/faq" post={post} />);
    fireEvent.click(thumbDown());
    await act(async () => calls[0].resolve());
    const send = await screen.findByRole('button', { name: 'Send feedback' });
    expect(send).toBeDisabled();
    const comment = screen.getByLabelText('Your comment');
    fireEvent.change(comment, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(comment, { target: { value: '  The example is outdated. ' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(calls[1].body).toEqual({
      page: '/faq',
      feedback: 'negative',
      comment: 'The example is outdated.',
    });
    await act(async () => calls[1].resolve());
    expect(screen.getByRole('dialog')).toHaveTextContent('Thank you!');
  });

  it('a failed first post silently resets choice and dialog', async () => {
    const { post, calls } = controlledPost();
    render(<FeedbackWidget page="/faq" post={post} />);
    fireEvent.click(thumbDown());
    await screen.findByRole('dialog');
    await act(async () => calls[0].reject());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbDown()).toBeEnabled();
    expect(thumbDown()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closing the dialog resets choice and comment', async () => {
    const { post, calls } = controlledPost();
    render(<FeedbackWidget page="/faq" post={post} />);
    fireEvent.click(thumbDown());
    await act(async () => calls[0].resolve());
    fireEvent.change(await screen.findByLabelText('Your comment'), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(thumbUp());
    await act(async () => calls[1].resolve());
    expect(await screen.findByLabelText('Your comment')).toHaveValue('');
  });
});
