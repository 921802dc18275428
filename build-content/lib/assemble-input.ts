/** What assembleBundle (assemble.ts) is given: the compiled tree and the previous build's memos. */
import type { LocaleEntry } from '../bundle-format.ts';
import type { CollectionSet } from './collections/index.ts';
import type { CompiledPage } from './compile-page.ts';
import type { CookbookRoute } from './cookbook-routes.ts';
import type { MetaEntries } from './meta.ts';
import type { SourceFile } from './scan.ts';
import type { EarlierShards } from './search-shards/earlier-shards.ts';
import type { SiteConfig } from './site-config.ts';

export interface AssembleInput {
  contentDir: string;
  config: SiteConfig;
  locales: LocaleEntry[];
  defaultLocale: string;
  pages: SourceFile[];
  metaFiles: SourceFile[];
  metas: Map<string, MetaEntries>;
  cookbook: CookbookRoute[];
  /** Changelog, blog and customer entries (indexes and feeds come from them). */
  collections?: CollectionSet;
  compiled: Map<string, CompiledPage>;
  /** The absolute path of a source (relative to contentDir). */
  absolutePath: (relPath: string) => string;
  /** Last-updated time of a source file (git, else mtime). */
  timestamp: (absolutePath: string) => number | null;
  publicFiles: string[];
  links: 'error' | 'warn';
  /** Files added to the bundle as they are (e.g. /openapi.json). */
  extraFiles?: ReadonlyMap<string, string>;
  /** What each route emitted in the previous build, reused when nothing about it changed. */
  memo: Map<string, unknown>;
  /** Content hashes of the previous build's files. */
  hashes: Map<string, { content: string | Uint8Array; hash: string }>;
  /** Search shards a bundle on disk holds, for locales whose shards are made from the same input. */
  earlierShards?: EarlierShards;
  /** A folder where each sharded locale's section terms are kept between builds (search-shards/section-terms.ts). */
  sectionTermsDir?: string;
  /** Called between phases, where the garbage of the one before is largest (a one-off build collects it). */
  betweenPhases?: () => void;
}
