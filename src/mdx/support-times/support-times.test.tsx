import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plans } from '../../../config/plans';
import { SupportTimes } from './support-times';

describe('SupportTimes', () => {
  it('shows channels and first response per plan from the plan data', () => {
    render(<SupportTimes />);
    const table = screen.getByRole('table', { name: 'Support by plan' });
    for (const plan of plans) {
      const row = within(table).getByRole('rowheader', { name: plan.label }).closest('tr');
      expect(row).toHaveTextContent(plan.support.firstResponse);
      expect(row).toHaveTextContent(plan.support.channels);
    }
  });
});
