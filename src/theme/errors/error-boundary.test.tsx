import { render, screen } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as buildChange from '../../data/build-change';
import { PageErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

const renderBroken = () =>
  render(
    <HelmetProvider>
      <main>
        <PageErrorBoundary resetKey="/docs">
          <Broken />
        </PageErrorBoundary>
      </main>
    </HelmetProvider>,
  );

describe('PageErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 500 page when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBroken();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows nothing while the page reloads onto a newer build whose code replaced its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(buildChange, 'reloadingForCode').mockResolvedValue(true);
    const { container } = renderBroken();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });
});
