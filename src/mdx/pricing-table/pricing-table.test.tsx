import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_LEVEL_LABELS,
  PLAN_KEYS,
  PLAN_LABELS,
  planFeatures,
} from '../../../config/plan-features';
import { plans } from '../../../config/plans';
import { AvailabilityBanner } from '../availability/availability-banner';
import { PricingTable } from './pricing-table';

function renderTable() {
  return render(
    <MemoryRouter>
      <PricingTable />
    </MemoryRouter>,
  );
}

describe('PricingTable', () => {
  it('shows every plan with its monthly price, then the annual price after switching', () => {
    renderTable();
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(plans.map((plan) => plan.label));
    expect(screen.getByTestId('price-core').textContent).toBe(`$${plans[1].price?.monthly}`);
    expect(screen.getByTestId('price-enterprise').textContent).toBe('Custom');

    const annual = screen.getByRole('radio', { name: /Annual/ });
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    fireEvent.click(annual);
    expect(annual).toBeChecked();
    expect(screen.getByTestId('price-core').textContent).toBe(`$${plans[1].price?.annual}`);
    expect(screen.getByTestId('price-pro').textContent).toBe(`$${plans[2].price?.annual}`);
    expect(screen.getAllByText(/billed yearly/)).toHaveLength(2);
  });

  it('names the smallest annual saving on the switch', () => {
    renderTable();
    const saving = Math.min(
      ...plans
        .filter((plan) => plan.price?.monthly && plan.price.annual !== null)
        .map((plan) => {
          const { monthly, annual } = plan.price as { monthly: number; annual: number };
          return Math.round(((monthly - annual) / monthly) * 100);
        }),
    );
    expect(screen.getByRole('radio', { name: `Annual (save ${saving}%)` })).toBeInTheDocument();
  });

  it('lists its plans in the order and with the names the docs banner uses', () => {
    expect(plans.map((plan) => [plan.key, plan.label])).toEqual(
      PLAN_KEYS.map((key) => [key, PLAN_LABELS[key]]),
    );
  });

  it('shows the same level per plan as the docs banner for every feature', () => {
    const { container } = renderTable();
    for (const feature of planFeatures) {
      const row = container.querySelector(`tr[data-feature="${feature.key}"]`) as HTMLElement;
      const tableLevels = plans.map(
        (plan) => within(row).getAllByRole('cell')[plans.indexOf(plan)].textContent,
      );
      const banner = render(<AvailabilityBanner feature={feature.key} />);
      const bannerLevels = [...banner.container.querySelectorAll('.availability-level')].map(
        (level) => level.textContent,
      );
      banner.unmount();
      expect(bannerLevels, feature.key).toEqual(tableLevels);
      expect(tableLevels).toEqual(
        plans.map((plan) => AVAILABILITY_LEVEL_LABELS[feature.availability[plan.key]]),
      );
    }
  });

  it('puts the feature matrix in a keyboard-reachable region with a caption', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Features by plan' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Features by plan' })).toBeInTheDocument();
  });
});
