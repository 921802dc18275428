// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { streamProvider } from '../../../config/video';
import { Video } from './video';

/** The prerendered page's video: only the poster box, no player and no window. */
describe('Video on the server', () => {
  it('renders the poster box with the provider thumbnail at 1 s and the duration', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Video videoId="trace-timeline-tour" title="Reading a trace" aspectRatio="4:3" />,
    );
    expect(html).toContain('aspect-ratio:4 / 3');
    expect(html).toContain(
      `src="${streamProvider.baseUrl}/trace-timeline-tour/thumbnail.jpg?time=1"`,
    );
    expect(html).toContain('aria-label="Play video: Reading a trace (0:40 min)"');
    expect(html).toContain('0:40 min');
    expect(html).not.toContain('<video');
  });

  it('uses the given poster or start time and reserves a 16/9 box by default', () => {
    const custom = renderToString(<Video videoId="x" poster="/images/p.png" />);
    expect(custom).toContain('src="/images/p.png"');
    expect(custom).toContain('aspect-ratio:16 / 9');
    expect(custom).toContain('aria-label="Play video: Video"');
    const later = renderToString(<Video videoId="x" posterStartTime={12.5} aspectRatio={2} />);
    expect(later).toContain('/x/thumbnail.jpg?time=12.5');
    expect(later).toContain('aspect-ratio:2');
  });

  it('renders a gif-style loop as a still poster without a button', () => {
    const html = renderToString(<Video videoId="home-trace-loop" gifStyle title="Loop" />);
    expect(html).toContain('data-stage="loop"');
    expect(html).not.toContain('<button');
  });
});
