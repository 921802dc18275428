/**
 * Plans and prices: the one source for the pricing page and the support
 * page. Content never writes a price: the components read it from here.
 * Pure data (no DOM, no React). The plans' keys and names, and the feature
 * matrix the docs' availability banners read, are in config/plan-features.ts:
 * every docs page may show a banner, only a few pages show prices.
 */

import { PLAN_LABELS, type PlanKey } from './plan-features.ts';
import { cloudRegions } from './site.ts';

const signUp = cloudRegions[0].url;

export type BillingPeriod = 'monthly' | 'annual';

export interface Plan {
  key: PlanKey;
  label: string;
  /** One line on who the plan is for. */
  summary: string;
  /** US dollars per month; null means "talk to us". Annual is the per-month price when paid yearly. */
  price: Readonly<Record<BillingPeriod, number | null>> | null;
  /** Shown under the price, e.g. what the price covers. */
  priceNote: string;
  /** Units (traces, observations, scores) included each month; null means unlimited or by contract. */
  includedUnits: number | null;
  /** Price per additional 100k units in US dollars; null when not billed by usage. */
  overagePer100k: number | null;
  dataRetentionDays: number | null;
  seats: number | null;
  support: { channels: string; firstResponse: string };
  cta: { label: string; href: string };
  highlights: readonly string[];
}

export const CURRENCY = 'USD';

export const plans: readonly Plan[] = [
  {
    key: 'hobby',
    label: PLAN_LABELS.hobby,
    summary: 'For side projects and trying the platform out.',
    price: { monthly: 0, annual: 0 },
    priceNote: 'Free forever, no credit card',
    includedUnits: 50_000,
    overagePer100k: null,
    dataRetentionDays: 30,
    seats: 2,
    support: { channels: 'Community chat and GitHub', firstResponse: 'Best effort' },
    cta: { label: 'Sign up', href: signUp },
    highlights: ['All platform features', '50k units a month', '30 days of data', '2 users'],
  },
  {
    key: 'core',
    label: PLAN_LABELS.core,
    summary: 'For a production app with a small team.',
    price: { monthly: 29, annual: 24 },
    priceNote: 'per month, usage on top',
    includedUnits: 100_000,
    overagePer100k: 8,
    dataRetentionDays: 90,
    seats: null,
    support: { channels: 'Email and in-app chat', firstResponse: '2 business days' },
    cta: { label: 'Start a trial', href: signUp },
    highlights: ['100k units a month', '90 days of data', 'Unlimited users', 'Email support'],
  },
  {
    key: 'pro',
    label: PLAN_LABELS.pro,
    summary: 'For teams that run several LLM features at scale.',
    price: { monthly: 199, annual: 166 },
    priceNote: 'per month, usage on top',
    includedUnits: 100_000,
    overagePer100k: 8,
    dataRetentionDays: 365 * 3,
    seats: null,
    support: { channels: 'Email, in-app chat and shared Slack', firstResponse: '1 business day' },
    cta: { label: 'Start a trial', href: signUp },
    highlights: [
      '3 years of data',
      'Custom retention rules',
      'Team add-on: project roles and SSO',
      'Higher rate limits',
    ],
  },
  {
    key: 'enterprise',
    label: PLAN_LABELS.enterprise,
    summary: 'For organisations with security reviews and large volumes.',
    price: null,
    priceNote: 'Annual contract, volume pricing',
    includedUnits: null,
    overagePer100k: null,
    dataRetentionDays: null,
    seats: null,
    support: {
      channels: 'Dedicated engineer, shared Slack, phone for incidents',
      firstResponse: '4 hours, 1 hour for production incidents',
    },
    cta: { label: 'Talk to us', href: '/talk-to-us' },
    highlights: ['Audit logs and SCIM', 'Uptime SLA', 'Security review support', 'Invoicing'],
  },
  {
    key: 'selfHosted',
    label: PLAN_LABELS.selfHosted,
    summary: 'Run the open-source platform on your own infrastructure.',
    price: { monthly: 0, annual: 0 },
    priceNote: 'MIT licence; Enterprise Edition on request',
    includedUnits: null,
    overagePer100k: null,
    dataRetentionDays: null,
    seats: null,
    support: {
      channels: 'Community; Enterprise Edition adds a support contract',
      firstResponse: 'Best effort, or as agreed in the contract',
    },
    cta: { label: 'Deploy it', href: '/self-hosting' },
    highlights: ['Unlimited usage', 'Your database, your network', 'Same SDKs and API'],
  },
];

export function formatPrice(amount: number | null): string {
  if (amount === null) return 'Custom';
  return amount === 0 ? '$0' : `$${amount}`;
}

/** Percentage saved per month by paying yearly, for the billing switch's label. */
export function annualSavingPercent(): number {
  const paid = plans.filter((plan) => plan.price?.monthly && plan.price.annual !== null);
  const savings = paid.map((plan) => {
    const { monthly, annual } = plan.price as { monthly: number; annual: number };
    return Math.round(((monthly - annual) / monthly) * 100);
  });
  return savings.length > 0 ? Math.min(...savings) : 0;
}
