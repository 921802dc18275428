import { render, screen } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('PageErrorBoundary', () => {
  it('shows the 500 page when a page fails to render', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <HelmetProvider>
        <PageErrorBoundary resetKey="/docs">
          <Broken />
        </PageErrorBoundary>
      </HelmetProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    log.mockRestore();
  });
});
