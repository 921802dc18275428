import { type Plan, plans } from '../../../config/plans';

const count = (value: number | null, unit: string) =>
  value === null ? 'Unlimited' : `${value.toLocaleString('en-US')} ${unit}`;

function retention(days: number | null): string {
  if (days === null) return 'Custom';
  return days % 365 === 0 ? `${days / 365} years` : `${days} days`;
}

const LIMITS: { label: string; value: (plan: Plan) => string }[] = [
  {
    label: 'Units included per month',
    value: (plan) =>
      plan.key === 'enterprise' ? 'By contract' : count(plan.includedUnits, 'units'),
  },
  {
    label: 'Additional 100k units',
    value: (plan) => (plan.overagePer100k === null ? 'n/a' : `$${plan.overagePer100k}`),
  },
  {
    label: 'Data retention',
    value: (plan) => (plan.key === 'selfHosted' ? 'You decide' : retention(plan.dataRetentionDays)),
  },
  { label: 'Users', value: (plan) => (plan.seats === null ? 'Unlimited' : String(plan.seats)) },
  { label: 'Support response', value: (plan) => plan.support.firstResponse },
];

/** The usage rows at the top of the feature matrix. */
export function PlanLimits() {
  return (
    <>
      {LIMITS.map((limit) => (
        <tr key={limit.label}>
          <th scope="row">{limit.label}</th>
          {plans.map((plan) => (
            <td key={plan.key} data-plan={plan.key}>
              {limit.value(plan)}
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
