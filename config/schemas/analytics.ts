import { z } from 'zod';
import { httpUrl } from './common.ts';

/**
 * Product analytics and the CRM script: defaults that VITE_* build settings
 * override (config/analytics.ts). An empty key or id turns that service off.
 */
export const analyticsSchema = z
  .object({
    /** Public project key; empty disables analytics (VITE_POSTHOG_KEY). */
    posthogKey: z.string().default(''),
    /** Analytics API host (VITE_POSTHOG_HOST). */
    posthogHost: httpUrl.default('https://eu.i.posthog.com'),
    /** Session recording (VITE_POSTHOG_SESSION_RECORDING=true). */
    sessionRecording: z.boolean().default(false),
    /** Tracking script URL; `{id}` is replaced by the account id (VITE_CRM_SCRIPT_URL). */
    crmScriptUrl: httpUrl
      .refine((value) => value.includes('{id}'), 'a URL with an {id} placeholder')
      .default('https://js-eu1.hs-scripts.com/{id}.js'),
    /** CRM account id; empty disables the script (VITE_CRM_ID). */
    crmId: z
      .string()
      .regex(/^[\w-]*$/, 'letters, digits or -')
      .default(''),
    /** Further hosts the CRM script loads from and reports to (VITE_CRM_HOSTS). */
    crmHosts: z.array(httpUrl).default([]),
  })
  .strict();

/** The consent banner (SPEC.md §4 "Analytics"). */
export const consentSchema = z
  .object({
    /** Local storage key of the reader's choice. */
    storageKey: z.string().min(1).default('cookie-consent'),
    /** Continent codes whose visitors are not asked first; empty: everyone is asked. */
    noBannerContinents: z.array(z.enum(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'])).default([]),
  })
  .strict();

/** Keys of config/analytics.ts and the analytics defaults of config/site.ts. */
export const analyticsKeys = {
  analytics: analyticsSchema.default({}),
  consent: consentSchema.default({}),
};
