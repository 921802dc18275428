import { useState } from 'react';
import { AVAILABILITY_LEVEL_LABELS, planFeatures } from '../../../config/plan-features';
import {
  annualSavingPercent,
  type BillingPeriod,
  formatPrice,
  type Plan,
  plans,
} from '../../../config/plans';
import { LEVEL_ICONS } from '../availability/level-icons';
import { MdxLink } from '../link/mdx-link';
import { BillingSwitch } from './billing-switch';
import { PlanLimits } from './plan-limits';

function PlanPrice({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const amount = plan.price ? plan.price[period] : null;
  const paid = amount !== null && amount > 0;
  return (
    <p className="mkt-plan-price">
      <span className="mkt-plan-amount" data-testid={`price-${plan.key}`}>
        {formatPrice(amount)}
      </span>
      <span className="mkt-plan-note">
        {plan.priceNote}
        {paid && period === 'annual' ? ', billed yearly' : ''}
      </span>
    </p>
  );
}

/**
 * The plans with their prices (monthly or annual) and the feature matrix. Plans
 * and prices come from config/plans.ts, the levels from config/plan-features.ts,
 * the matrix the docs' availability banners read.
 */
export function PricingTable() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <div className="mkt-pricing">
      <BillingSwitch value={period} onChange={setPeriod} annualSaving={annualSavingPercent()} />
      <ul className="mkt-plans">
        {plans.map((plan) => (
          <li key={plan.key} className="mkt-plan" data-plan={plan.key}>
            <h3 className="mkt-plan-name">{plan.label}</h3>
            <PlanPrice plan={plan} period={period} />
            <p className="mkt-plan-summary">{plan.summary}</p>
            <ul className="mkt-plan-highlights">
              {plan.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <MdxLink href={plan.cta.href} className="mkt-plan-cta">
              {plan.cta.label}
              <span className="sr-only"> ({plan.label})</span>
            </MdxLink>
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="mkt-matrix" aria-label="Features by plan" tabIndex={0}>
        <table>
          <caption>Features by plan</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {plans.map((plan) => (
                <th key={plan.key} scope="col">
                  {plan.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <PlanLimits />
            {planFeatures.map((feature) => (
              <tr key={feature.key} data-feature={feature.key}>
                <th scope="row">
                  <MdxLink href={feature.docs}>{feature.title}</MdxLink>
                </th>
                {plans.map((plan) => {
                  const level = feature.availability[plan.key];
                  const Icon = LEVEL_ICONS[level];
                  return (
                    <td key={plan.key} data-plan={plan.key} data-level={level}>
                      <span className="mkt-matrix-level">
                        <Icon />
                        <span>{AVAILABILITY_LEVEL_LABELS[level]}</span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
