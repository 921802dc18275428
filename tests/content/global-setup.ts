import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildContent, formatDiagnostic } from '../../build-content/index.ts';

/** What the content tests receive: where the bundle is, and what the build reported. */
export interface ContentTestBundle {
  /** Absolute path of the bundle root (holds _content/, the Markdown twins…). */
  dir: string;
  /** Set when the build threw or reported errors; the bundle is then missing or stale. */
  failure?: string;
  /** Warnings as "file:line:col message" (broken links are warnings: the build runs with links "warn"). */
  warnings: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    contentTestBundle: ContentTestBundle;
  }
}

export const CONTENT_TEST_BUNDLE_DIR = path.resolve('.cache/content-test-bundle');

/**
 * Builds content/ once per test run. Broken links are reported, not fatal, so the
 * bundle always exists and each content test decides what it cares about. A failing
 * build is handed to the tests instead of thrown, so unrelated tests still run.
 */
export default async function setup(project: TestProject): Promise<void> {
  const bundle: ContentTestBundle = { dir: CONTENT_TEST_BUNDLE_DIR, warnings: [] };
  try {
    const result = await buildContent({
      contentDir: path.resolve('content'),
      outDir: CONTENT_TEST_BUNDLE_DIR,
      links: 'warn',
    });
    bundle.warnings = result.warnings.map(formatDiagnostic);
    if (result.errors.length > 0) {
      bundle.failure = `build-content reported ${result.errors.length} error(s):\n${result.errors.map(formatDiagnostic).join('\n')}`;
    }
  } catch (error) {
    bundle.failure = `build-content threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  }
  project.provide('contentTestBundle', bundle);
}
