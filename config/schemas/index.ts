/**
 * The whole site configuration as one schema: every key of config/*.ts with
 * its type, its default and what it means. Validated at build time
 * (config/validate.ts, called by build-content and the Vite config), so the
 * app can import the plain data without shipping zod.
 */
import { z } from 'zod';
import { analyticsSchema, consentSchema } from './analytics.ts';
import { assistantSchema, assistantSkippedSectionsSchema } from './assistant.ts';
import { contactLimitsSchema } from './contact.ts';
import {
  collectionSectionsSchema,
  cookbookGroupsSchema,
  footerColumnsSchema,
  ossFriendsSchema,
} from './content.ts';
import { embedHostsSchema } from './embeds.ts';
import { contributorsSchema, teamSchema } from './people.ts';
import { planFeaturesSchema, plansSchema } from './plans.ts';
import {
  askAboutPageSchema,
  brandSchema,
  cloudRegionsSchema,
  contentVariablesSchema,
  copyMarkdownSchema,
  linksSchema,
  notebookHostsSchema,
  sdkSchema,
  siteSchema,
  supportChatSchema,
} from './site.ts';
import { labelsSchema, themeSchema } from './theme.ts';
import { playerSchema, videosSchema } from './video.ts';

export const siteConfigSchema = z
  .object({
    brand: brandSchema.default({}),
    site: siteSchema.default({}),
    cloudRegions: cloudRegionsSchema,
    links: linksSchema.default({}),
    sdk: sdkSchema.default({}),
    notebookHosts: notebookHostsSchema.default({}),
    analytics: analyticsSchema.default({}),
    consent: consentSchema.default({}),
    supportChat: supportChatSchema.default({}),
    copyMarkdown: copyMarkdownSchema.default({}),
    askAboutPage: askAboutPageSchema.default({}),
    contentVariables: contentVariablesSchema,
    theme: themeSchema.default({}),
    labels: labelsSchema.default({}),
    assistant: assistantSchema.default({}),
    assistantSkippedSections: assistantSkippedSectionsSchema,
    embedHosts: embedHostsSchema,
    team: teamSchema,
    contributors: contributorsSchema,
    cookbookGroups: cookbookGroupsSchema,
    collectionSections: collectionSectionsSchema,
    footerColumns: footerColumnsSchema,
    ossFriends: ossFriendsSchema,
    videos: videosSchema,
    player: playerSchema.default({}),
    plans: plansSchema,
    planFeatures: planFeaturesSchema,
    contactLimits: contactLimitsSchema.default({}),
  })
  .strict();

/** The configuration as written (defaults not yet applied). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The configuration with every default filled in. */
export type SiteConfigData = z.output<typeof siteConfigSchema>;
