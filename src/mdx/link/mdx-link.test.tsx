import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MdxLink } from './mdx-link';
import { MdxLinkContext, MdxLinkFolderContext } from './mdx-link-context';

function renderLinks(onPrefetch?: (href: string) => void) {
  return render(
    <MdxLinkContext.Provider value={{ onPrefetch }}>
      <MemoryRouter initialEntries={['/docs']}>
        <Routes>
          <Route
            path="/docs"
            element={
              <>
                <MdxLink href="/docs/tracing">Tracing</MdxLink>
                <MdxLink href="https://example.com/x">External</MdxLink>
                <MdxLink href="#setup">Setup</MdxLink>
                <MdxLink href="/cookbook/demo.ipynb">Download</MdxLink>
              </>
            }
          />
          <Route path="/docs/tracing" element={<p>Tracing page</p>} />
        </Routes>
      </MemoryRouter>
    </MdxLinkContext.Provider>,
  );
}

describe('MdxLink', () => {
  it('navigates internal links in the app without a reload', async () => {
    const user = userEvent.setup();
    renderLinks();
    await user.click(screen.getByRole('link', { name: 'Tracing' }));
    expect(screen.getByText('Tracing page')).toBeInTheDocument();
  });

  it('prefetches internal routes on hover and focus', () => {
    const onPrefetch = vi.fn();
    renderLinks(onPrefetch);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Tracing' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Tracing' }));
    expect(onPrefetch).toHaveBeenCalledTimes(2);
    expect(onPrefetch).toHaveBeenCalledWith('/docs/tracing');
  });

  it('opens external links normally with rel noopener and never prefetches them', () => {
    const onPrefetch = vi.fn();
    renderLinks(onPrefetch);
    const external = screen.getByRole('link', { name: 'External' });
    expect(external).toHaveAttribute('href', 'https://example.com/x');
    expect(external.getAttribute('rel')).toContain('noopener');
    fireEvent.mouseEnter(external);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Setup' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Download' }));
    expect(onPrefetch).not.toHaveBeenCalled();
  });

  it("resolves a relative link from the page's folder, in its href and its navigation", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/ar/guide']}>
        <Routes>
          <Route
            path="/ar/guide"
            element={
              <MdxLinkFolderContext.Provider value="/ar">
                <MdxLink href="./resources/benefits/">Benefits</MdxLink>
              </MdxLinkFolderContext.Provider>
            }
          />
          <Route path="/ar/resources/benefits" element={<p>Benefits page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Benefits' });
    // The router alone made it /ar/guide/resources/benefits/, a page that does not exist.
    expect(link).toHaveAttribute('href', '/ar/resources/benefits');
    await user.click(link);
    expect(screen.getByText('Benefits page')).toBeInTheDocument();
  });

  it('renders a plain anchor outside a router', () => {
    render(<MdxLink href="/docs">Docs</MdxLink>);
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
  });
});
