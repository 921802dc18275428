import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Diagnostic, displayPath } from './diagnostics.ts';
import { jsonErrorPosition } from './json-position.ts';
import type { NotebookLayout } from './site-config.ts';

export interface CookbookRoute {
  notebook: string;
  /** The notebook's path in the content tree ("<folder>/<notebook>"). */
  relPath: string;
  docsPath: string | null;
}

/**
 * Reads `<folder>/_routes.json` of the layout's folder: which notebooks
 * become pages and where. No layout, or no such file: no notebook pages.
 */
export function readCookbookRoutes(
  contentDir: string,
  layout: NotebookLayout | null,
  errors: Diagnostic[],
): CookbookRoute[] {
  if (!layout) return [];
  const file = path.join(contentDir, layout.folder, '_routes.json');
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const where = displayPath(file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const { line, column, problem } = jsonErrorPosition(text);
    errors.push({ file: where, line, column, message: `invalid JSON: ${problem}` });
    return [];
  }
  if (!Array.isArray(value)) {
    errors.push({
      file: where,
      line: 1,
      column: 1,
      message: '_routes.json must be an array of {notebook, docsPath}',
    });
    return [];
  }
  const routes: CookbookRoute[] = [];
  const seen = new Set<string>();
  for (const entry of value as Partial<CookbookRoute>[]) {
    const line = text.slice(0, text.indexOf(`"${entry?.notebook}"`)).split('\n').length;
    if (
      typeof entry?.notebook !== 'string' ||
      !entry.notebook.endsWith('.ipynb') ||
      entry.notebook.includes('/')
    ) {
      errors.push({
        file: where,
        line,
        column: 1,
        message: `invalid notebook entry ${JSON.stringify(entry)}`,
      });
      continue;
    }
    if (seen.has(entry.notebook)) {
      errors.push({ file: where, line, column: 1, message: `${entry.notebook} is listed twice` });
      continue;
    }
    const relPath = `${layout.folder}/${entry.notebook}`;
    if (!existsSync(path.join(contentDir, relPath))) {
      errors.push({
        file: where,
        line,
        column: 1,
        message: `notebook not found: ${relPath}`,
      });
      continue;
    }
    seen.add(entry.notebook);
    const docsPath =
      typeof entry.docsPath === 'string' && entry.docsPath
        ? entry.docsPath.replace(/^\/+|\/+$/g, '')
        : null;
    routes.push({ notebook: entry.notebook, relPath, docsPath });
  }
  return routes;
}
