import path from 'node:path';
import type { EmbeddingsConfig } from './lib/assistant-vectors.ts';
import { type BuildOutput, ContentBuilder } from './lib/builder.ts';
import { diffBundles } from './lib/bundle-changes.ts';
import {
  type BundleRecord,
  bundleRecordFile,
  currentBundleRecord,
  readBundleRecord,
  removeBundleRecord,
  withBundleLock,
  writeBundleRecord,
} from './lib/bundle-record.ts';
import { collectGarbage } from './lib/collect-garbage.ts';
import { defaultCacheDir } from './lib/compile-cache.ts';
import type { Diagnostic } from './lib/diagnostics.ts';
import type { SiteConfig } from './lib/site-config.ts';
import { phaseTimer } from './lib/timing.ts';
import { writeBundle, writeBundleChanges } from './lib/write-bundle.ts';

export { ContentBuilder } from './lib/builder.ts';
export type { Diagnostic } from './lib/diagnostics.ts';
export { formatDiagnostic } from './lib/diagnostics.ts';
export type { SiteConfig } from './lib/site-config.ts';

export interface BuildContentOptions {
  /** The content tree (Nextra-style: pages, _meta files, cookbook notebooks). */
  contentDir: string;
  /**
   * Where the bundle goes, only when the build succeeds: as a whole, or only
   * its changed files when the compile cache holds the record of the bundle
   * there (bundle-record.ts).
   */
  outDir: string;
  /** 'error' (default): a broken internal link fails the build; 'warn' reports it only. */
  links?: 'error' | 'warn';
  /** On-disk compile cache (default `.cache/build-content`); false disables it. */
  cacheDir?: string | false;
  /** Overrides of what config provides (variables, site URL, team…). */
  siteConfig?: Partial<SiteConfig>;
  /** Compile threads; 0 compiles on the calling thread. Default: one per core for larger trees. */
  workers?: number;
  /** Static files served beside the bundle (default: `public/` next to the content dir); false for none. */
  publicDir?: string | false;
  /** Where the tsconfig/jsconfig (import aliases) lookup stops (default: nearest package.json or .git). */
  projectDir?: string;
  /** The assistant's embeddings endpoint (default: ASK_AI_EMBEDDINGS_* variables); false for none. */
  embeddings?: EmbeddingsConfig | false;
}

export interface BuildContentResult {
  buildId: string;
  routes: string[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/** Compiles a content tree into the JSON bundle the app reads (bundle-format.ts). */
export async function buildContent(options: BuildContentOptions): Promise<BuildContentResult> {
  const outDir = path.resolve(options.outDir);
  const recordFile =
    options.cacheDir === false
      ? undefined
      : bundleRecordFile(options.cacheDir ?? defaultCacheDir(), outDir);
  const earlier = recordFile ? readBundleRecord(recordFile, outDir) : undefined;
  const builder = new ContentBuilder({ ...options, once: true, earlier });
  try {
    const output = await builder.build();
    const mark = phaseTimer('build');
    // The assembler's garbage, before writing adds Buffers of its own (-120 MB at 10,000 pages).
    collectGarbage();
    mark('garbage collected');
    if (output.errors.length === 0) {
      if (recordFile) await writeBundleOver(output, outDir, recordFile, earlier);
      else await writeBundle(output.files, outDir, { release: true });
      mark('write');
    }
    return {
      buildId: output.buildId,
      routes: output.routes,
      errors: output.errors,
      warnings: output.warnings,
    };
  } finally {
    await builder.close();
  }
}

/**
 * The bundle into `outDir`: only what changed since the bundle recorded
 * there, or all of it when the folder holds no recorded bundle.
 */
async function writeBundleOver(
  output: BuildOutput,
  outDir: string,
  recordFile: string,
  earlier: BundleRecord | undefined,
) {
  const current = { buildId: output.buildId, hashes: output.hashes };
  await withBundleLock(outDir, async () => {
    const previous = currentBundleRecord(earlier, recordFile, outDir);
    await removeBundleRecord(recordFile);
    if (previous) {
      const changes = diffBundles(previous, current);
      await writeBundleChanges({ buildId: output.buildId, files: output.files, changes }, outDir);
    } else {
      await writeBundle(output.files, outDir, { release: true });
    }
    await writeBundleRecord(recordFile, {
      dir: outDir,
      ...current,
      searchShards: output.searchShardKeys,
    });
  });
}
