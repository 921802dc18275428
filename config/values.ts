/**
 * This site's configuration gathered under the keys of config/schemas, for
 * validation. The app imports the individual modules, never this one.
 */

import { consentConfig } from './analytics.ts';
import { assistantConfig, assistantSkippedSections } from './assistant.ts';
import { collectionSections } from './collections.ts';
import { CONTACT_LIMITS } from './contact.ts';
import { contributorsByRoute } from './contributors.ts';
import { cookbookGroups, notebookLayout } from './cookbook.ts';
import { embedHosts } from './embeds.ts';
import { footerColumns } from './footer.ts';
import { ossFriends } from './oss-friends.ts';
import { pageMapSplitAbove } from './page-map.ts';
import { planFeatures } from './plan-features.ts';
import { plans } from './plans.ts';
import type { SiteConfigInput } from './schemas/index.ts';
import { searchGlossary } from './search-glossary.ts';
import { searchShardAbove, searchShardTarget } from './search-index.ts';
import {
  analytics,
  askAboutPage,
  brand,
  cloudRegions,
  contentVariables,
  copyMarkdown,
  links,
  notebookHosts,
  sdk,
  site,
  supportChat,
} from './site.ts';
import { team } from './team.ts';
import { labels, themeConfig } from './theme.ts';
import { playerConstants, videos } from './video.ts';

export const siteConfigValues = {
  brand,
  site,
  cloudRegions,
  links,
  sdk,
  notebookHosts,
  analytics,
  consent: consentConfig,
  supportChat,
  copyMarkdown,
  askAboutPage,
  contentVariables,
  theme: themeConfig,
  labels,
  assistant: assistantConfig,
  assistantSkippedSections,
  embedHosts,
  team,
  contributors: contributorsByRoute,
  cookbookGroups,
  notebookLayout,
  collectionSections,
  footerColumns,
  ossFriends,
  pageMapSplitAbove,
  videos,
  player: playerConstants,
  plans,
  planFeatures,
  contactLimits: CONTACT_LIMITS,
  searchGlossary,
  searchShardAbove,
  searchShardTarget,
} satisfies Record<keyof SiteConfigInput, unknown>;
