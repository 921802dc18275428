import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoWall } from './logo-wall';

describe('LogoWall', () => {
  it('lists each name as text in a labelled list', () => {
    render(<LogoWall label="Integrations" names={['OpenAI', 'LangChain']} />);
    const list = screen.getByRole('list', { name: 'Integrations' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'OpenAI',
      'LangChain',
    ]);
  });
});
