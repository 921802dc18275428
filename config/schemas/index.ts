/**
 * The whole site configuration as one schema: every key of config/*.ts with
 * its type, its default and what it means. Validated at build time
 * (config/validate.ts, called by build-content and the Vite config), so the
 * app can import the plain data without shipping zod.
 */
import { z } from 'zod';
import { analyticsKeys } from './analytics.ts';
import { assistantKeys } from './assistant.ts';
import { contactLimitsSchema } from './contact.ts';
import { contentKeys } from './content.ts';
import { embedHostsSchema } from './embeds.ts';
import { peopleKeys } from './people.ts';
import { planKeys } from './plans.ts';
import { searchKeys } from './search.ts';
import { siteKeys } from './site.ts';
import { themeKeys } from './theme.ts';
import { videoKeys } from './video.ts';

export const siteConfigSchema = z
  .object({
    ...siteKeys,
    ...analyticsKeys,
    ...themeKeys,
    ...assistantKeys,
    embedHosts: embedHostsSchema,
    ...peopleKeys,
    ...contentKeys,
    ...videoKeys,
    ...planKeys,
    ...searchKeys,
    contactLimits: contactLimitsSchema.default({}),
  })
  .strict();

/** The configuration as written (defaults not yet applied). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The configuration with every default filled in. */
export type SiteConfigData = z.output<typeof siteConfigSchema>;
