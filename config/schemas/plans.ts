import { z } from 'zod';
import { href, label, route } from './common.ts';

export const planKeySchema = z.enum(['hobby', 'core', 'pro', 'enterprise', 'selfHosted']);
const level = z.enum(['full', 'ee', 'team-add-on', 'private-beta', 'public-beta', 'not-available']);
const price = z.number().min(0).nullable();
const count = z.number().int().positive().nullable();

/** A plan of the pricing page; null numbers mean "unlimited" or "by contract". */
export const planSchema = z
  .object({
    key: planKeySchema,
    label,
    summary: label,
    /** US dollars per month; annual is the monthly price when paid yearly. */
    price: z.object({ monthly: price, annual: price }).strict().nullable(),
    priceNote: z.string(),
    includedUnits: count,
    overagePer100k: price,
    dataRetentionDays: count,
    seats: count,
    support: z.object({ channels: label, firstResponse: label }).strict(),
    cta: z.object({ label, href }).strict(),
    highlights: z.array(label),
  })
  .strict();

/** The pricing page's plans, in column order. */
export const plansSchema = z.array(planSchema).default([]);

/** A row of the feature matrix; content names it in `<AvailabilityBanner feature=… />`. */
export const planFeaturesSchema = z
  .array(
    z
      .object({
        key: z.string().regex(/^[a-z0-9-]+$/),
        title: label,
        docs: route,
        availability: z.record(planKeySchema, level),
      })
      .strict(),
  )
  .refine(
    (features) => new Set(features.map((feature) => feature.key)).size === features.length,
    'feature keys must be unique',
  )
  .default([]);

/** Keys of config/plans.ts and config/plan-features.ts. */
export const planKeys = {
  plans: plansSchema,
  planFeatures: planFeaturesSchema,
};
