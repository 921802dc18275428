import { planFeature } from '../../../config/plan-features';
import {
  AVAILABILITY_LEVEL_LABELS,
  AVAILABILITY_PLANS,
  type AvailabilityLevel,
  type AvailabilityPlan,
  isAvailabilityLevel,
} from './availability-labels';
import './availability-banner.css';
import { LEVEL_ICONS } from './level-icons';

export interface AvailabilityBannerProps {
  /** A key of the plan feature matrix (config/plan-features.ts); the usual way to use the banner. */
  feature?: string;
  /** Explicit levels, for a feature the matrix does not list. */
  availability?: Partial<Record<AvailabilityPlan, AvailabilityLevel | string>>;
}

/**
 * Which plans (and self-hosted editions) have the feature a docs page describes,
 * read from the same matrix as the pricing table. Each level has text, never only an icon.
 */
export function AvailabilityBanner({ feature, availability: explicit }: AvailabilityBannerProps) {
  const availability: AvailabilityBannerProps['availability'] =
    (feature ? planFeature(feature)?.availability : explicit) ?? {};
  const plans = AVAILABILITY_PLANS.filter(({ key }) => isAvailabilityLevel(availability[key]));
  if (plans.length === 0) return null;
  return (
    <section className="availability" aria-label="Availability">
      <span className="availability-heading">Availability</span>
      <ul className="availability-list">
        {plans.map(({ key, label }) => {
          const level = availability[key] as AvailabilityLevel;
          const Icon = LEVEL_ICONS[level];
          return (
            <li key={key} className="availability-item" data-plan={key} data-level={level}>
              <span className="availability-plan">{label}</span>
              <span className="availability-level">
                <Icon />
                <span>{AVAILABILITY_LEVEL_LABELS[level]}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
