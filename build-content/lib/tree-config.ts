import path from 'node:path';
import { z } from 'zod';
import { siteConfigSchema } from '../../config/schemas/index.ts';
import { site } from '../../config/site.ts';
import { validateSiteConfig } from '../../config/validate.ts';
import { readConfigFile } from './config-file.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { SiteConfig } from './site-config.ts';

/** The file a content tree keeps its own site configuration in, at its root. */
const TREE_CONFIG_FILE = '_site.json';

/**
 * What a content tree may configure for its own build: the editorial data
 * that belongs to its pages (variables, people, cookbook groups and notebook
 * layout, embeds, what the assistant skips, the search glossary) and how its
 * search index and page map are shipped. Keys and schemas are those of
 * config/schemas, so `_site.json` reads like a slice of config/.
 */
const treeConfigSchema = siteConfigSchema
  .pick({
    contentVariables: true,
    team: true,
    contributors: true,
    cookbookGroups: true,
    notebookLayout: true,
    embedHosts: true,
    assistantSkippedSections: true,
    searchGlossary: true,
    searchShardAbove: true,
    searchShardTarget: true,
    pageMapSplitAbove: true,
  })
  .extend({ $schema: z.string().optional() })
  .strict();

/** This repository's own content tree, the one config/ describes. */
const OWN_CONTENT_DIR = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  site.docsRepositoryContentDir,
);

/**
 * The build-side site configuration for a content tree, as overrides of
 * config/: the tree's own `_site.json` when it has one (missing keys take
 * their schema defaults); config/ itself for this repository's content/;
 * otherwise the schema defaults, so another tree never inherits this site's
 * team, contributors, variables or assistant rules. Problems in `_site.json`
 * are errors at their line and column.
 */
export function treeSiteConfig(contentDir: string, errors: Diagnostic[]): Partial<SiteConfig> {
  const read = readConfigFile(path.join(contentDir, TREE_CONFIG_FILE), treeConfigSchema, errors);
  if (read) return fromTreeConfig(read.data);
  if (path.resolve(contentDir) === OWN_CONTENT_DIR) {
    validateSiteConfig();
    return {};
  }
  return fromTreeConfig(treeConfigSchema.parse({}));
}

function fromTreeConfig(data: z.output<typeof treeConfigSchema>): Partial<SiteConfig> {
  return {
    variables: data.contentVariables,
    team: data.team,
    contributorsByRoute: data.contributors,
    cookbookGroups: data.cookbookGroups,
    notebookLayout: data.notebookLayout,
    embedHosts: data.embedHosts,
    assistantSkippedSections: data.assistantSkippedSections,
    searchGlossary: data.searchGlossary,
    searchShardAbove: data.searchShardAbove,
    searchShardTarget: data.searchShardTarget,
    pageMapSplitAbove: data.pageMapSplitAbove,
  };
}
