import { type CompiledPage, compilePage, emptyPage } from './compile-page.ts';
import type { CompileSettings } from './compile-settings.ts';
import { displayPath } from './diagnostics.ts';
import { compileNotebook } from './notebook.ts';
import type { PageKind } from './scan.ts';

/** One unit of work for the compiler pool: a page or notebook source. */
export interface CompileJob {
  absolutePath: string;
  kind: PageKind;
  source: string;
  /** Locale of the page (its links are emitted for it). */
  locale?: string;
  settings?: CompileSettings;
}

/** Compiles one source; an unexpected failure becomes an error of that page, not a crashed build. */
export function runCompileJob(
  job: CompileJob,
  variables: Readonly<Record<string, string>>,
): CompiledPage {
  try {
    if (job.kind === 'notebook') return compileNotebook(job.absolutePath, job.source, variables);
    return compilePage({
      absolutePath: job.absolutePath,
      source: job.source,
      kind: job.kind,
      variables,
      locale: job.locale,
      settings: job.settings,
    });
  } catch (error) {
    const page = emptyPage(job.source);
    const message = error instanceof Error ? error.message : String(error);
    page.errors.push({
      file: displayPath(job.absolutePath),
      line: 1,
      column: 1,
      message: `could not compile: ${message}`,
    });
    return page;
  }
}
