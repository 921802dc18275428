import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { team } from '../../../config/team';
import { TeamGrid } from './team-grid';

describe('TeamGrid', () => {
  it('lists all twelve team members with their titles', () => {
    render(<TeamGrid />);
    const members = screen.getAllByRole('listitem');
    expect(members).toHaveLength(12);
    expect(members.map((member) => member.textContent)).toEqual(
      Object.values(team).map((member) => `${member.name}${member.title}`),
    );
  });
});
