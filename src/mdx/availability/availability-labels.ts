/** The banner's view of the plan data in config/plans.ts (SPEC §3 "Availability banner"). */
import {
  AVAILABILITY_LEVEL_LABELS,
  type AvailabilityLevel,
  type PlanKey,
  plans,
} from '../../../config/plans';

/** Plans in display order with their labels, as the pricing table shows them. */
export const AVAILABILITY_PLANS: readonly { key: PlanKey; label: string }[] = plans.map(
  ({ key, label }) => ({ key, label }),
);

export type AvailabilityPlan = PlanKey;
export type { AvailabilityLevel };
export { AVAILABILITY_LEVEL_LABELS };

export function isAvailabilityLevel(value: unknown): value is AvailabilityLevel {
  return typeof value === 'string' && value in AVAILABILITY_LEVEL_LABELS;
}
