import path from 'node:path';
import type { LocaleEntry } from '../bundle-format.ts';
import { assembleBundle, type BundleFiles } from './assemble.ts';
import { AssistantEmbedder } from './assistant-embeddings.ts';
import { type EmbeddingsConfig, embeddingsConfigFrom } from './assistant-vectors.ts';
import { type BundleChanges, type BundleHashes, diffBundles } from './bundle-changes.ts';
import type { BundleRecord } from './bundle-record.ts';
import { collectGarbage } from './collect-garbage.ts';
import { prepareCollections, readCollectionDeclaration } from './collections/index.ts';
import { CompileCache, defaultCacheDir, sha256 } from './compile-cache.ts';
import type { CompileJob } from './compile-job.ts';
import type { CompiledPage } from './compile-page.ts';
import type { CompileSettings } from './compile-settings.ts';
import { CompiledSources } from './compiled-sources.ts';
import { compareDiagnostics, type Diagnostic, displayPath } from './diagnostics.ts';
import { publicFiles } from './public-files.ts';
import { previewRoutes, type RoutePreview, savedPages } from './route-preview.ts';
import { earlierShards } from './search-shards/earlier-shards.ts';
import { resolveSiteConfig, type SiteConfig } from './site-config.ts';
import { fileTimestamp, gitTimestamps } from './timestamps.ts';
import { phaseTimer } from './timing.ts';
import { treeSiteConfig } from './tree-config.ts';
import { TreeScanner } from './tree-scan.ts';

export interface BuilderOptions {
  contentDir: string;
  /** 'error' (default): broken links fail the build; 'warn': they are warnings. */
  links?: 'error' | 'warn';
  /** On-disk compile cache; false disables it. */
  cacheDir?: string | false;
  siteConfig?: Partial<SiteConfig>;
  /** Worker threads for compiling; 0 compiles on this thread. Default: one per core when many pages changed. */
  workers?: number;
  /**
   * Builds once (`buildContent`, not a watcher's builder): the compile
   * workers stop as soon as the pages are compiled, so their heaps are not
   * held while the bundle is assembled.
   */
  once?: boolean;
  /** Static files the site serves besides the bundle (links to them are valid); false for none. */
  publicDir?: string | false;
  /**
   * The project the content belongs to: its tsconfig.json or jsconfig.json is
   * looked for from the content folder up to here (default: the nearest folder
   * with a package.json or .git).
   */
  projectDir?: string;
  /**
   * Embeddings endpoint for the assistant's section vectors; default from the
   * ASK_AI_EMBEDDINGS_* environment variables, false for none.
   */
  embeddings?: EmbeddingsConfig | false;
  /** The bundle an earlier build wrote where this one's goes: its unchanged search shards are read back. */
  earlier?: BundleRecord;
}

export interface BuildOutput {
  buildId: string;
  routes: string[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Output files, keyed by path relative to the bundle root ("_content/manifest.json"). */
  files: BundleFiles;
  locales: LocaleEntry[];
  defaultLocale: string;
  /** What each sharded locale's search shards were made from (search-shards/index.ts). */
  searchShardKeys: Record<string, string>;
  /** Statistics of the last build. */
  stats: { pages: number; compiled: number; fromCache: number };
  /** Files that differ from this builder's previous error-free build (see writeBundleChanges). */
  changes: BundleChanges;
  /** Every file's hash (versioned ones as "v/<path>"), as the changes were found from. */
  hashes: ReadonlyMap<string, string>;
}

/**
 * Compiles a content tree into bundle files, in memory. Keeps what it compiled,
 * so a rebuild after a change recompiles only the changed sources (watch mode).
 */
export class ContentBuilder {
  readonly contentDir: string;
  private readonly config: SiteConfig;
  /** Problems of the tree's own _site.json, reported by every build. */
  private readonly configErrors: Diagnostic[] = [];
  private readonly sources: CompiledSources;
  private readonly scanner: TreeScanner;
  private readonly embedder?: AssistantEmbedder;
  private readonly assembleMemo = new Map<string, unknown>();
  private readonly hashMemo = new Map<string, { content: string | Uint8Array; hash: string }>();
  private readonly timestamps = new Map<string, number | null>();
  /** Sources generated during this build (OpenAPI reference pages), by content-relative path. */
  private generated = new Map<string, string>();
  private lastBundle?: BundleHashes;
  private lastPages?: ReadonlyMap<string, CompiledPage>;
  private gitTimes?: Promise<Map<string, number>>;
  private settingsKey?: string;
  /** Where sharded locales' section terms are kept between builds, per content tree. */
  private readonly sectionTermsDir?: string;

  constructor(private readonly options: BuilderOptions) {
    this.contentDir = path.resolve(options.contentDir);
    this.config = resolveSiteConfig({
      ...treeSiteConfig(this.contentDir, this.configErrors),
      ...options.siteConfig,
    });
    const cacheDir =
      options.cacheDir === false ? undefined : path.resolve(options.cacheDir ?? defaultCacheDir());
    this.sources = new CompiledSources(
      this.config.variables,
      cacheDir ? new CompileCache(cacheDir, this.config.variables) : undefined,
      options.workers,
    );
    this.scanner = new TreeScanner(this.contentDir, this.config, options.projectDir);
    const embeddings =
      options.embeddings === false
        ? null
        : (options.embeddings ?? embeddingsConfigFrom(process.env));
    if (cacheDir)
      this.sectionTermsDir = path.join(
        cacheDir,
        'search-terms',
        sha256(this.contentDir).slice(0, 16),
      );
    if (embeddings)
      this.embedder = new AssistantEmbedder(
        embeddings,
        cacheDir && path.join(cacheDir, 'embeddings'),
      );
  }

  /**
   * Builds everything. `changed` (absolute paths) limits re-reading to those
   * files; without it every source is re-read (compiles still hit memory/disk cache).
   */
  async build(
    changed?: ReadonlySet<string>,
    { preview }: { preview?: (routes: RoutePreview) => Promise<void> } = {},
  ): Promise<BuildOutput> {
    const errors: Diagnostic[] = [...this.configErrors];
    const warnings: Diagnostic[] = [];
    const mark = phaseTimer('build');
    this.gitTimes ??= gitTimestamps(this.contentDir);
    const tree = await this.scanner.scan(changed);
    const { scan, metas, cookbook, settings } = tree;
    errors.push(...tree.errors);
    warnings.push(...tree.warnings);
    // Pages compiled under other settings (locales, embed hosts, aliases) are compiled again.
    if (settings.key !== this.settingsKey) this.sources.clear();
    this.settingsKey = settings.key;
    this.generated = tree.generated;
    mark('scan');
    // Ids (content-relative paths) and their jobs, in the same order.
    const ids: string[] = [];
    const jobs: CompileJob[] = [];
    for (const page of scan.pages) {
      const kind = page.relPath.endsWith('.mdx') ? 'mdx' : 'md';
      ids.push(page.relPath);
      jobs.push(this.job(page.relPath, kind, changed, page.locale, settings));
    }
    for (const { relPath } of cookbook) {
      ids.push(relPath);
      jobs.push(this.job(relPath, 'notebook', changed));
    }
    mark('read');
    const stats = await this.sources.compileAll(jobs, changed);
    if (this.options.once) await this.close();
    const pages = new Map<string, CompiledPage>();
    const live = new Set<string>();
    for (let index = 0; index < jobs.length; index++) {
      const { absolutePath } = jobs[index];
      const page = this.sources.page(absolutePath);
      if (page) pages.set(ids[index], page);
      live.add(absolutePath);
    }
    this.sources.keepOnly(live);
    // The generated author pages join a copy: the scan may be the next build's too.
    const sources = [...scan.pages];
    const collections = prepareCollections({
      sources,
      pages,
      locales: scan.locales.map((entry) => entry.locale),
      defaultLocale: scan.defaultLocale,
      config: this.config,
      declaration: readCollectionDeclaration(this.contentDir, errors),
      fileOf: (relPath) => displayPath(this.absolutePath(relPath)),
    });
    errors.push(...collections.errors);
    warnings.push(...collections.warnings);
    if (changed) for (const file of changed) this.timestamps.delete(file);
    else this.timestamps.clear();
    const gitTimes = await this.gitTimes;
    const timestamp = (file: string) => {
      if (!this.timestamps.has(file)) this.timestamps.set(file, fileTimestamp(file, gitTimes));
      return this.timestamps.get(file) ?? null;
    };
    mark('compile');
    const lastPages = this.lastPages;
    // A watcher keeps this build's pages to tell the next one's saved pages by.
    if (!this.options.once) this.lastPages = pages;
    if (preview && changed && lastPages) {
      const routes = previewRoutes({
        memo: this.assembleMemo,
        compiled: pages,
        saved: savedPages(lastPages, pages),
        timestamp: (id) => timestamp(this.absolutePath(id)),
        config: this.config,
      });
      if (routes) await preview(routes);
      mark('preview');
    }
    const assembled = await assembleBundle({
      contentDir: this.contentDir,
      config: this.config,
      locales: scan.locales,
      defaultLocale: scan.defaultLocale,
      pages: sources,
      absolutePath: (relPath) => this.absolutePath(relPath),
      metaFiles: scan.metas,
      metas,
      cookbook,
      collections,
      compiled: pages,
      timestamp,
      publicFiles: publicFiles(this.options.publicDir, this.contentDir),
      links: this.options.links ?? 'error',
      extraFiles: tree.apiFiles,
      memo: this.assembleMemo,
      hashes: this.hashMemo,
      earlierShards: this.options.earlier && earlierShards(this.options.earlier),
      sectionTermsDir: this.sectionTermsDir,
      // A watcher's rebuild would pay for each collection in its latency; a one-off build's
      // peak memory falls from 2.36 to 1.76 GB at 10,000 pages for about half a second.
      betweenPhases: this.options.once ? collectGarbage : undefined,
    });
    mark('assemble');
    errors.push(...assembled.errors);
    warnings.push(...assembled.warnings);
    // Vectors only for a bundle that will be written.
    if (this.embedder && errors.length === 0) {
      warnings.push(...(await this.embedder.embed(assembled.files, assembled.hashes)));
      mark('embeddings');
    }
    // A missing partial is like a broken link: `links: 'warn'` keeps the build going.
    for (const page of pages.values()) {
      if (page.missingPartials) {
        (this.options.links === 'warn' ? warnings : errors).push(...page.missingPartials);
      }
    }
    // A one-off build keeps nothing for a next one: what the memos hold is released with the
    // files as they are written (writeBundle's `release`).
    if (this.options.once) {
      this.assembleMemo.clear();
      this.hashMemo.clear();
      this.sources.clear();
    }
    const current = { buildId: assembled.buildId, hashes: assembled.hashes };
    const changes = diffBundles(this.lastBundle, current);
    // A failed build is never written, so the next one is compared with the last good one.
    if (errors.length === 0) this.lastBundle = current;
    return {
      buildId: assembled.buildId,
      routes: assembled.routes,
      errors: dedupe(errors),
      warnings: dedupe(warnings),
      files: assembled.files,
      locales: scan.locales,
      defaultLocale: scan.defaultLocale,
      stats: { pages: jobs.length, ...stats },
      changes,
      hashes: assembled.hashes,
      searchShardKeys: assembled.searchShardKeys,
    };
  }

  async close(): Promise<void> {
    await this.sources.close();
  }

  /** A source's compile job; generated sources (OpenAPI pages) come from memory. */
  private job(
    relPath: string,
    kind: CompileJob['kind'],
    changed: ReadonlySet<string> | undefined,
    locale?: string,
    settings?: CompileSettings,
  ): CompileJob {
    const absolutePath = this.absolutePath(relPath);
    const generated = this.generated.get(relPath);
    if (generated !== undefined) return { absolutePath, kind, source: generated, locale, settings };
    return this.sources.job({ absolutePath, kind, locale, settings }, changed);
  }

  private readonly absolutePaths = new Map<string, string>();

  /** path.join, remembered: a rebuild looks up every source again. */
  private absolutePath(relPath: string): string {
    let absolute = this.absolutePaths.get(relPath);
    if (absolute === undefined) {
      absolute = path.join(this.contentDir, relPath);
      this.absolutePaths.set(relPath, absolute);
    }
    return absolute;
  }
}

function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list
    .filter((item) => {
      const key = `${item.file}:${item.line}:${item.column}:${item.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(compareDiagnostics);
}
