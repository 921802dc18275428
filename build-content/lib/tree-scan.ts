import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LocaleEntry } from '../bundle-format.ts';
import { type CompileSettings, compileSettings } from './compile-settings.ts';
import { type CookbookRoute, readCookbookRoutes } from './cookbook-routes.ts';
import { type Diagnostic, displayPath } from './diagnostics.ts';
import { type ImportAliases, loadImportAliases } from './import-aliases.ts';
import { declaredLocales } from './locales.ts';
import { loadMeta, type MetaEntries } from './meta.ts';
import { openApiSource } from './openapi/openapi-source.ts';
import { readSafe } from './read-safe.ts';
import { type ScanResult, type SourceFile, scanContent } from './scan.ts';
import type { SiteConfig } from './site-config.ts';

/** A content tree's listing and everything read beside its pages. */
export interface TreeScan {
  /** Pages and _meta files, generated reference pages included. */
  scan: ScanResult;
  metas: Map<string, MetaEntries>;
  cookbook: CookbookRoute[];
  settings: CompileSettings;
  /** Generated sources (OpenAPI reference pages) by content-relative path. */
  generated: Map<string, string>;
  /** Extra bundle files of the OpenAPI documents. */
  apiFiles: Map<string, string>;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/**
 * Lists a content tree and reads what sits beside its pages: declared
 * locales, _meta files, notebook routes, import aliases, OpenAPI documents.
 * None of that depends on what a page says, so after a save that only
 * changed existing pages the previous scan is the answer (a watcher's
 * rebuild on a large tree would otherwise walk every folder again).
 */
export class TreeScanner {
  private readonly metaMemo = new Map<
    string,
    { text: string; entries?: MetaEntries; warnings: Diagnostic[] }
  >();
  private last?: { tree: TreeScan; sources: Set<string> };

  constructor(
    private readonly contentDir: string,
    private readonly config: SiteConfig,
    private readonly projectDir: string | undefined,
  ) {}

  async scan(changed?: ReadonlySet<string>): Promise<TreeScan> {
    const last = this.last;
    if (changed && last && [...changed].every((file) => last.sources.has(file) && existsSync(file)))
      return last.tree;
    const tree = await this.scanAll();
    const sources = new Set(
      [...tree.scan.pages.map((page) => page.relPath), ...tree.cookbook.map((nb) => nb.relPath)]
        .filter((relPath) => !tree.generated.has(relPath))
        .map((relPath) => path.join(this.contentDir, relPath)),
    );
    this.last = { tree, sources };
    return tree;
  }

  private async scanAll(): Promise<TreeScan> {
    const errors: Diagnostic[] = [];
    const warnings: Diagnostic[] = [];
    const declared = declaredLocales(this.contentDir, errors, warnings);
    const scan = scanContent(
      this.contentDir,
      declared?.locales,
      declared?.defaultLocale ?? this.config.defaultLocale,
    );
    const metas = await this.loadMetas(scan.metas, errors, warnings);
    const cookbook = readCookbookRoutes(this.contentDir, this.config.notebookLayout, errors);
    const settings = this.settings(scan.locales, scan.defaultLocale, warnings);
    const api = openApiSource(
      this.contentDir,
      scan.openApiDocuments,
      this.config.variables,
      this.config.variables.env_prefix ?? 'API',
      errors,
    );
    for (const page of api.pages)
      scan.pages.push({
        relPath: page.relPath,
        localPath: page.relPath,
        locale: scan.defaultLocale,
      });
    for (const [relPath, entries] of api.metas) {
      metas.set(relPath, entries);
      scan.metas.push({ relPath, localPath: relPath, locale: scan.defaultLocale });
    }
    return {
      scan,
      metas,
      cookbook,
      settings,
      generated: new Map(api.pages.map((page) => [page.relPath, page.source])),
      apiFiles: api.files,
      errors,
      warnings,
    };
  }

  private settings(
    locales: LocaleEntry[],
    defaultLocale: string,
    warnings: Diagnostic[],
  ): CompileSettings {
    let aliases: ImportAliases | undefined;
    try {
      aliases = loadImportAliases(this.contentDir, this.projectDir);
    } catch (error) {
      warnings.push({
        file: displayPath(this.contentDir),
        line: 1,
        column: 1,
        message: `import aliases ignored: ${(error as Error).message}`,
      });
    }
    return compileSettings({
      embedHosts: this.config.embedHosts,
      locales: { codes: locales.map((entry) => entry.locale), defaultLocale },
      aliases,
    });
  }

  private async loadMetas(
    files: SourceFile[],
    errors: Diagnostic[],
    warnings: Diagnostic[],
  ): Promise<Map<string, MetaEntries>> {
    const result = new Map<string, MetaEntries>();
    for (const file of files) {
      const absolutePath = path.join(this.contentDir, file.relPath);
      const text = readSafe(absolutePath);
      let memo = this.metaMemo.get(absolutePath);
      if (!memo || memo.text !== text) {
        const metaErrors: Diagnostic[] = [];
        const metaWarnings: Diagnostic[] = [];
        const entries = await loadMeta(absolutePath, text, metaErrors, metaWarnings);
        memo = { text, entries, warnings: metaWarnings };
        if (metaErrors.length > 0) memo = { text: `${text}\0failed`, warnings: [] };
        errors.push(...metaErrors);
      }
      // Kept with the memo, so every rebuild in watch mode reports them again.
      warnings.push(...memo.warnings);
      this.metaMemo.set(absolutePath, memo);
      if (memo.entries) result.set(file.relPath, memo.entries);
    }
    return result;
  }
}
