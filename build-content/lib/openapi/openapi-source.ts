import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import type { MetaEntries } from '../meta.ts';
import { substituteVariables } from '../variables.ts';
import { loadOpenApiDocument } from './document.ts';
import { type GeneratedPage, referencePages } from './reference-pages.ts';

export interface OpenApiSource {
  /** Generated MDX by content-relative path, compiled like the pages of the tree. */
  pages: GeneratedPage[];
  metas: Map<string, MetaEntries>;
  /** Extra bundle files: each document as JSON, the first also at /openapi.json. */
  files: Map<string, string>;
}

/**
 * Turns each OpenAPI document of the content tree into reference pages in its
 * own folder (`docs/api/reference/openapi.yaml` → `/docs/api/reference/...`).
 * A document with errors adds them and generates nothing.
 */
export function openApiSource(
  contentDir: string,
  documents: string[],
  variables: Readonly<Record<string, string>>,
  envPrefix: string,
  errors: Diagnostic[],
): OpenApiSource {
  const result: OpenApiSource = { pages: [], metas: new Map(), files: new Map() };
  for (const relPath of [...documents].sort()) {
    const absolutePath = path.join(contentDir, relPath);
    const raw = readFileSync(absolutePath, 'utf8');
    const substituted = substituteVariables(raw, variables, relPath);
    const loaded = loadOpenApiDocument(absolutePath, substituted.text, errors);
    errors.push(...substituted.errors);
    if (!loaded || substituted.errors.length > 0) continue;
    const folder = path.posix.dirname(relPath);
    const site = referencePages(loaded.doc, folder === '.' ? '' : folder, envPrefix);
    result.pages.push(...site.pages);
    for (const [metaPath, entries] of site.metas) result.metas.set(metaPath, entries);
    const json = `${JSON.stringify(loaded.doc, null, 2)}\n`;
    result.files.set(folder === '.' ? 'openapi.json' : `${folder}/openapi.json`, json);
    if (!result.files.has('openapi.json')) result.files.set('openapi.json', json);
  }
  return result;
}
