/**
 * The plans' keys and names and the feature matrix: what the docs'
 * availability banners and the pricing table's feature rows read (prices are
 * in config/plans.ts, loaded only by the pages that show them). Pure data.
 */

export const PLAN_KEYS = ['hobby', 'core', 'pro', 'enterprise', 'selfHosted'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export type AvailabilityLevel =
  | 'full'
  | 'ee'
  | 'team-add-on'
  | 'private-beta'
  | 'public-beta'
  | 'not-available';

export const AVAILABILITY_LEVEL_LABELS: Readonly<Record<AvailabilityLevel, string>> = {
  full: 'Available',
  ee: 'Enterprise Edition',
  'team-add-on': 'Team Add-On',
  'private-beta': 'Private Beta',
  'public-beta': 'Public Beta',
  'not-available': 'Not available',
};

/** Each plan's name, in the pricing table's column order (config/plans.ts lists the plans in it too). */
export const PLAN_LABELS: Readonly<Record<PlanKey, string>> = {
  hobby: 'Hobby',
  core: 'Core',
  pro: 'Pro',
  enterprise: 'Enterprise',
  selfHosted: 'Self-hosted',
};

export interface PlanFeature {
  /** Stable id content refers to: `<AvailabilityBanner feature="audit-logs" />`. */
  key: string;
  title: string;
  /** Docs page that explains the feature. */
  docs: string;
  availability: Readonly<Record<PlanKey, AvailabilityLevel>>;
}

const everywhere: Record<PlanKey, AvailabilityLevel> = {
  hobby: 'full',
  core: 'full',
  pro: 'full',
  enterprise: 'full',
  selfHosted: 'full',
};
const teamAddOn: Record<PlanKey, AvailabilityLevel> = {
  hobby: 'not-available',
  core: 'not-available',
  pro: 'team-add-on',
  enterprise: 'full',
  selfHosted: 'ee',
};
const enterpriseOnly: Record<PlanKey, AvailabilityLevel> = {
  hobby: 'not-available',
  core: 'not-available',
  pro: 'not-available',
  enterprise: 'full',
  selfHosted: 'ee',
};

/** The feature matrix, in the order the pricing table lists it. */
export const planFeatures: readonly PlanFeature[] = [
  {
    key: 'tracing',
    title: 'Tracing and sessions',
    docs: '/docs/tracing',
    availability: everywhere,
  },
  {
    key: 'prompt-management',
    title: 'Prompt management',
    docs: '/docs/prompts/get-started',
    availability: everywhere,
  },
  { key: 'playground', title: 'Playground', docs: '/docs/playground', availability: everywhere },
  {
    key: 'annotation',
    title: 'Human annotation',
    docs: '/docs/scores/annotation',
    availability: everywhere,
  },
  {
    key: 'llm-as-a-judge',
    title: 'LLM-as-a-judge evaluators',
    docs: '/docs/scores/model-based-evals',
    availability: everywhere,
  },
  {
    key: 'datasets',
    title: 'Datasets and experiments',
    docs: '/docs/datasets/overview',
    availability: everywhere,
  },
  {
    key: 'access-control',
    title: 'Organisations, projects and roles',
    docs: '/docs/rbac',
    availability: everywhere,
  },
  {
    key: 'data-retention',
    title: 'Custom data retention',
    docs: '/docs/data-retention',
    availability: {
      hobby: 'not-available',
      core: 'not-available',
      pro: 'full',
      enterprise: 'full',
      selfHosted: 'ee',
    },
  },
  {
    key: 'project-roles',
    title: 'Project-level roles',
    docs: '/docs/rbac',
    availability: teamAddOn,
  },
  {
    key: 'protected-prompt-labels',
    title: 'Protected prompt labels',
    docs: '/docs/rbac',
    availability: teamAddOn,
  },
  {
    key: 'organisation-sso',
    title: 'SSO per organisation',
    docs: '/self-hosting/authentication-sso',
    availability: teamAddOn,
  },
  { key: 'audit-logs', title: 'Audit logs', docs: '/docs/rbac', availability: enterpriseOnly },
  {
    key: 'scim',
    title: 'SCIM provisioning',
    docs: '/self-hosting/authentication-sso',
    availability: enterpriseOnly,
  },
];

export function planFeature(key: string): PlanFeature | undefined {
  return planFeatures.find((feature) => feature.key === key);
}
