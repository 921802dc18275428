import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonTable } from './comparison-table';

describe('ComparisonTable', () => {
  it('renders options as column headers and marks with text', () => {
    render(
      <ComparisonTable
        caption="Approaches"
        columns={['By hand', 'Platform']}
        highlight={1}
        rows={[
          ['Traces', false, true],
          ['Price', 'Your time', 'Usage'],
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Approaches' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['By hand', 'Platform']);
    const traces = within(table).getByRole('rowheader', { name: 'Traces' }).closest('tr');
    expect(
      within(traces as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['No', 'Yes']);
    expect(within(table).getByText('Your time')).toBeInTheDocument();
    expect(table.querySelectorAll('[data-highlight]')).toHaveLength(3);
  });
});
