import type { CompiledPage } from '../compile-page.ts';
import type { SourceFile } from '../scan.ts';
import type { SiteConfig } from '../site-config.ts';
import { authorPages } from './author-pages.ts';
import { type CollectionSet, collectEntries } from './collect-entries.ts';
import type { CollectionDeclaration } from './declaration.ts';
import { withEntryHeader } from './entry-header.ts';
import { collectionFeeds } from './feed.ts';
import { checkPageDates } from './page-dates.ts';

export type { CollectionSet } from './collect-entries.ts';
export { readCollectionDeclaration } from './declaration.ts';

/**
 * Runs between compiling and assembling: checks and lists the entries of the
 * collections the tree declares, puts each entry's header into its page,
 * and adds the generated author pages to the sources and pages the assembler
 * will route. Dates of the other pages are only looked at for impossible days.
 */
export function prepareCollections(input: {
  sources: SourceFile[];
  pages: Map<string, CompiledPage>;
  locales: readonly string[];
  defaultLocale: string;
  config: SiteConfig;
  declaration: CollectionDeclaration;
  fileOf: (relPath: string) => string;
}): CollectionSet {
  const set = collectEntries(input);
  set.warnings.push(...checkPageDates(input));
  for (const item of set.entries) input.pages.set(item.id, withEntryHeader(item));
  const taken = new Set(input.sources.map((source) => `${source.locale}\0${source.localPath}`));
  for (const { source, page } of authorPages(set, input.config)) {
    if (taken.has(`${source.locale}\0${source.localPath}`)) continue;
    input.sources.push(source);
    input.pages.set(source.relPath, page);
  }
  return set;
}

/** The collection indexes (versioned, under /_content/<buildId>/) and the RSS feeds. */
export function collectionFiles(
  set: CollectionSet,
  config: SiteConfig,
): { versioned: Map<string, string>; files: Map<string, string> } {
  const versioned = new Map<string, string>();
  for (const index of set.indexes)
    versioned.set(`collections/${index.collection}.${index.locale}.json`, JSON.stringify(index));
  return { versioned, files: collectionFeeds(set, config) };
}
