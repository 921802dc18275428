import { assistantSkippedSections } from '../../config/assistant.ts';
import { contributorsByRoute } from '../../config/contributors.ts';
import { cookbookGroups, notebookLayout } from '../../config/cookbook.ts';
import { type EmbedHost, embedHosts } from '../../config/embeds.ts';
import { pageMapSplitAbove } from '../../config/page-map.ts';
import { searchGlossary } from '../../config/search-glossary.ts';
import { searchShardAbove, searchShardTarget } from '../../config/search-index.ts';
import { brand, contentVariables, site } from '../../config/site.ts';
import { type TeamAuthor, team } from '../../config/team.ts';

/** What the build reads from config; tests and other sites may override any part. */
export interface SiteConfig {
  brandName: string;
  brandDescription: string;
  /** Public origin, no trailing slash. */
  url: string;
  defaultLocale: string;
  /** Folder of the content tree inside the docs repository ("content"). */
  repositoryContentDir: string;
  variables: Readonly<Record<string, string>>;
  contributorsByRoute: Readonly<Record<string, readonly string[]>>;
  team: Readonly<Record<string, TeamAuthor>>;
  cookbookGroups: readonly { key: string; title: string }[];
  /** Where notebooks are and are served (config/cookbook.ts); null: no notebook pages. */
  notebookLayout: NotebookLayout | null;
  /** Hosts content may embed with `<iframe>` (config/embeds.ts). */
  embedHosts: readonly EmbedHost[];
  /** Route prefixes the assistant's retrieval data leaves out (their anchors stay). */
  assistantSkippedSections: readonly string[];
  /** Groups of words meaning the same thing, added to search keywords (config/search-glossary.ts). */
  searchGlossary: readonly (readonly string[])[];
  /** Full search chunk bytes above which a locale's index is sharded (config/search-index.ts). */
  searchShardAbove: number;
  /** Gzip bytes past which a term shard is split further (config/search-index.ts). */
  searchShardTarget: number;
  /** Page map bytes above which a locale's map is read in parts (config/page-map.ts). */
  pageMapSplitAbove: number;
}

export interface NotebookLayout {
  /** Content folder with the `.ipynb` files and their `_routes.json`. */
  folder: string;
  /** Each notebook's page: `<guideRoute>/<name>`. */
  guideRoute: string;
  /** Each notebook file: `<downloadRoute>/<file>`. */
  downloadRoute: string;
}

export function resolveSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  const config: SiteConfig = {
    brandName: brand.name,
    brandDescription: brand.description,
    url: site.url,
    defaultLocale: site.defaultLocale,
    repositoryContentDir: site.docsRepositoryContentDir,
    variables: contentVariables,
    contributorsByRoute,
    team,
    cookbookGroups,
    notebookLayout,
    embedHosts,
    assistantSkippedSections,
    searchGlossary,
    searchShardAbove,
    searchShardTarget,
    pageMapSplitAbove,
    ...overrides,
  };
  return { ...config, url: config.url.replace(/\/+$/, '') };
}
