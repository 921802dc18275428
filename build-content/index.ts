import path from 'node:path';
import type { EmbeddingsConfig } from './lib/assistant-vectors.ts';
import { ContentBuilder } from './lib/builder.ts';
import type { Diagnostic } from './lib/diagnostics.ts';
import type { SiteConfig } from './lib/site-config.ts';
import { writeBundle } from './lib/write-bundle.ts';

export { ContentBuilder } from './lib/builder.ts';
export type { Diagnostic } from './lib/diagnostics.ts';
export { formatDiagnostic } from './lib/diagnostics.ts';
export type { SiteConfig } from './lib/site-config.ts';

export interface BuildContentOptions {
  /** The content tree (Nextra-style: pages, _meta files, cookbook notebooks). */
  contentDir: string;
  /** Where the bundle goes; replaced as a whole, and only when the build succeeds. */
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
  const builder = new ContentBuilder({ ...options, once: true });
  try {
    const output = await builder.build();
    if (output.errors.length === 0)
      await writeBundle(output.files, path.resolve(options.outDir), { release: true });
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
