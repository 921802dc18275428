import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Video } from './video';

/** happy-dom has no media queries of its own: answer reduced motion as the test says. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Video in the browser', () => {
  it('hovering preloads and clicking mounts the player in place of the poster', async () => {
    prefersReducedMotion(false);
    const { container } = render(<Video videoId="trace-timeline-tour" title="Reading a trace" />);
    const figure = container.querySelector('figure.video');
    const poster = screen.getByRole('button', { name: 'Play video: Reading a trace (0:40 min)' });
    expect(figure).toHaveAttribute('data-stage', 'poster');

    fireEvent.pointerEnter(poster);
    expect(figure).toHaveAttribute('data-stage', 'preload');
    // The player chunk (vidstack) loads and mounts under the poster.
    await waitFor(() => expect(figure?.querySelector('.video-player')).not.toBeNull(), {
      timeout: 15_000,
    });
    // Preloading keeps the poster (and its button) on top.
    expect(screen.getByRole('button', { name: /^Play video/ })).toBeInTheDocument();

    await act(async () => fireEvent.click(poster));
    expect(figure).toHaveAttribute('data-stage', 'play');
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull();
  }, 30_000);

  it('a gif-style loop shows a play button instead when motion is reduced', async () => {
    prefersReducedMotion(true);
    const { container } = render(<Video videoId="home-trace-loop" gifStyle title="Loop" />);
    expect(await screen.findByRole('button', { name: /^Play video: Loop/ })).toBeInTheDocument();
    expect(container.querySelector('figure.video')).toHaveAttribute('data-stage', 'poster');
  });

  it('a gif-style loop has no button when motion is fine', () => {
    prefersReducedMotion(false);
    const { container } = render(<Video videoId="home-trace-loop" gifStyle title="Loop" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('figure.video')).toHaveAttribute('data-stage', 'loop');
  });
});
