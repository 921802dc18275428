import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Feature, FeatureGrid } from './feature-grid';

describe('FeatureGrid', () => {
  it('lists features with a heading each, linked when given a page', () => {
    render(
      <MemoryRouter>
        <FeatureGrid>
          <Feature title="Tracing" href="/docs/tracing">
            See every step.
          </Feature>
          <Feature title="Open source">MIT licensed.</Feature>
        </FeatureGrid>
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Tracing' })).toHaveAttribute(
      'href',
      '/docs/tracing',
    );
    expect(within(items[1]).getByRole('heading', { level: 3 }).textContent).toBe('Open source');
    expect(within(items[1]).queryByRole('link')).toBeNull();
  });
});
