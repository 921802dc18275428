/** The banner's view of the plan data in config/plan-features.ts (SPEC §3 "Availability banner"). */
import {
  AVAILABILITY_LEVEL_LABELS,
  type AvailabilityLevel,
  PLAN_KEYS,
  PLAN_LABELS,
  type PlanKey,
} from '../../../config/plan-features';

/** Plans in display order with their labels, as the pricing table shows them. */
export const AVAILABILITY_PLANS: readonly { key: PlanKey; label: string }[] = PLAN_KEYS.map(
  (key) => ({ key, label: PLAN_LABELS[key] }),
);

export type AvailabilityPlan = PlanKey;
export type { AvailabilityLevel };
export { AVAILABILITY_LEVEL_LABELS };

export function isAvailabilityLevel(value: unknown): value is AvailabilityLevel {
  return typeof value === 'string' && value in AVAILABILITY_LEVEL_LABELS;
}
