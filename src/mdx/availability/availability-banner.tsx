import type { ReactNode } from 'react';
import { BuildingIcon, CheckIcon, CrossIcon, FlaskIcon, LockIcon, PlusIcon } from '../icons';
import {
  AVAILABILITY_LEVEL_LABELS,
  AVAILABILITY_PLANS,
  type AvailabilityLevel,
  type AvailabilityPlan,
  isAvailabilityLevel,
} from './availability-labels';
import './availability-banner.css';

const LEVEL_ICONS: Record<AvailabilityLevel, () => ReactNode> = {
  full: CheckIcon,
  ee: BuildingIcon,
  'team-add-on': PlusIcon,
  'private-beta': LockIcon,
  'public-beta': FlaskIcon,
  'not-available': CrossIcon,
};

export interface AvailabilityBannerProps {
  availability?: Partial<Record<AvailabilityPlan, AvailabilityLevel | string>>;
}

/** Which plans (and self-hosted editions) have the feature a docs page describes. Each level has text, never only an icon. */
export function AvailabilityBanner({ availability = {} }: AvailabilityBannerProps) {
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
