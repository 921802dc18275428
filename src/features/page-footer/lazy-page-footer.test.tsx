import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentManifestProvider } from '../../data/content-context';
import { LazyPageFooter } from './lazy-page-footer';
import { pageChunk } from './page-chunk-fixture';

const manifest = { buildId: 'test', defaultLocale: 'en-US', locales: [] };
const route = '/docs/tracing';
const chunk = pageChunk(route);

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ContentManifestProvider manifest={manifest}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ContentManifestProvider>
    </QueryClientProvider>
  );
}

/** An IntersectionObserver the test moves by hand. */
function fakeIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) => {
    for (const callback of callbacks) {
      callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as unknown as IntersectionObserver,
      );
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

// In order: the footer chunk counts as requested from the second test on, as on later pages.
describe('LazyPageFooter', () => {
  it('renders only the placeholder on the server', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <Providers>
        <LazyPageFooter route={route} chunk={chunk} />
      </Providers>,
    );
    expect(html).toContain('page-footer-pending');
    expect(html).not.toContain('Was this page helpful?');
  });
  it('renders a placeholder until the footer nears the viewport, then the footer area', async () => {
    const intersect = fakeIntersectionObserver();
    const { container } = render(
      <Providers>
        <LazyPageFooter route={route} chunk={chunk} />
      </Providers>,
    );
    expect(container.querySelector('.page-footer-pending')).toBeInTheDocument();
    expect(screen.queryByText('Was this page helpful?')).not.toBeInTheDocument();
    act(() => intersect(false));
    expect(container.querySelector('.page-footer-pending')).toBeInTheDocument();
    act(() => intersect(true));
    expect(await screen.findByText('Was this page helpful?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy as Markdown' })).toBeInTheDocument();
    expect(container.querySelector('.page-footer-pending')).not.toBeInTheDocument();
  });

  it('renders the footer straight away on later pages, once its chunk was requested', async () => {
    const intersect = fakeIntersectionObserver();
    const first = render(
      <Providers>
        <LazyPageFooter route={route} chunk={chunk} />
      </Providers>,
    );
    act(() => intersect(true));
    await screen.findByText('Was this page helpful?');
    first.unmount();
    render(
      <Providers>
        <LazyPageFooter route={route} chunk={chunk} />
      </Providers>,
    );
    expect(await screen.findByText('Was this page helpful?')).toBeInTheDocument();
  });
});
