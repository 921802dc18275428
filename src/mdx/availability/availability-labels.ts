/** Plans in display order with their labels (SPEC §3 "Availability banner"). */
export const AVAILABILITY_PLANS = [
  { key: 'hobby', label: 'Hobby' },
  { key: 'core', label: 'Core' },
  { key: 'pro', label: 'Pro' },
  { key: 'enterprise', label: 'Enterprise' },
  { key: 'selfHosted', label: 'Self Hosted' },
] as const;

export type AvailabilityPlan = (typeof AVAILABILITY_PLANS)[number]['key'];

export type AvailabilityLevel =
  | 'full'
  | 'ee'
  | 'team-add-on'
  | 'private-beta'
  | 'public-beta'
  | 'not-available';

export const AVAILABILITY_LEVEL_LABELS: Record<AvailabilityLevel, string> = {
  full: 'Available',
  ee: 'Enterprise Edition',
  'team-add-on': 'Team Add-On',
  'private-beta': 'Private Beta',
  'public-beta': 'Public Beta',
  'not-available': 'Not available',
};

export function isAvailabilityLevel(value: unknown): value is AvailabilityLevel {
  return typeof value === 'string' && value in AVAILABILITY_LEVEL_LABELS;
}
