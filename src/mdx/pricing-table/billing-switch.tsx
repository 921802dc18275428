import { useId } from 'react';
import type { BillingPeriod } from '../../../config/plans';

export interface BillingSwitchProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
  annualSaving: number;
}

/** Monthly or annual prices: two native radios, so arrow keys and screen readers work as usual. */
export function BillingSwitch({ value, onChange, annualSaving }: BillingSwitchProps) {
  const name = useId();
  const options: { value: BillingPeriod; label: string }[] = [
    { value: 'monthly', label: 'Monthly' },
    {
      value: 'annual',
      label: annualSaving > 0 ? `Annual (save ${annualSaving}%)` : 'Annual',
    },
  ];
  return (
    <fieldset className="mkt-billing">
      <legend className="mkt-billing-legend">Billing period</legend>
      {options.map((option) => (
        <label key={option.value} className="mkt-billing-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
