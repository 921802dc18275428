import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Hero, HeroAction } from './hero';

describe('Hero', () => {
  it('wraps the heading and lead with an eyebrow and action links', () => {
    render(
      <MemoryRouter>
        <Hero eyebrow="Pricing">
          <h1>Plans</h1>
          <p>
            <HeroAction href="/talk-to-us" primary>
              Talk to us
            </HeroAction>{' '}
            <HeroAction href="https://example.com">Docs</HeroAction>
          </p>
        </Hero>
      </MemoryRouter>,
    );
    expect(screen.getByText('Pricing')).toHaveClass('mkt-hero-eyebrow');
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    const primary = screen.getByRole('link', { name: 'Talk to us' });
    expect(primary).toHaveAttribute('href', '/talk-to-us');
    expect(primary).toHaveClass('mkt-hero-action-primary');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});
