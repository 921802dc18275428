import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvailabilityBanner } from './availability-banner';

function planText(plan: string) {
  const item = screen.getByText(plan).closest('li');
  if (!item) throw new Error(`no item for ${plan}`);
  return item.textContent;
}

describe('AvailabilityBanner', () => {
  it('lists every plan with its label and level in order', () => {
    render(
      <AvailabilityBanner
        availability={{
          hobby: 'public-beta',
          core: 'private-beta',
          pro: 'team-add-on',
          enterprise: 'full',
          selfHosted: 'ee',
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Availability' });
    const plans = within(region)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.availability-plan')?.textContent);
    expect(plans).toEqual(['Hobby', 'Core', 'Pro', 'Enterprise', 'Self-hosted']);
    expect(planText('Hobby')).toBe('HobbyPublic Beta');
    expect(planText('Core')).toBe('CorePrivate Beta');
    expect(planText('Pro')).toBe('ProTeam Add-On');
    expect(planText('Enterprise')).toBe('EnterpriseAvailable');
    expect(planText('Self-hosted')).toBe('Self-hostedEnterprise Edition');
  });

  it('labels not-available and draws an icon for each level', () => {
    const { container } = render(
      <AvailabilityBanner availability={{ hobby: 'not-available', selfHosted: 'full' }} />,
    );
    expect(planText('Hobby')).toBe('HobbyNot available');
    expect(container.querySelectorAll('.availability-level svg')).toHaveLength(2);
    expect(screen.queryByText('Core')).toBeNull();
  });

  it('reads the levels of a feature from the plan matrix', () => {
    render(<AvailabilityBanner feature="audit-logs" />);
    expect(planText('Pro')).toBe('ProNot available');
    expect(planText('Enterprise')).toBe('EnterpriseAvailable');
    expect(planText('Self-hosted')).toBe('Self-hostedEnterprise Edition');
  });

  it('renders nothing for an unknown feature', () => {
    const { container } = render(<AvailabilityBanner feature="no-such-feature" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing without a known level', () => {
    const { container } = render(<AvailabilityBanner availability={{ hobby: 'soon' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
