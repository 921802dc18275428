import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Diagnostic, displayPath } from './diagnostics.ts';
import { jsonErrorPosition } from './json-position.ts';

export interface CookbookRoute {
  notebook: string;
  docsPath: string | null;
}

/** Reads content/cookbook/_routes.json: which notebooks become pages and where. */
export function readCookbookRoutes(contentDir: string, errors: Diagnostic[]): CookbookRoute[] {
  const file = path.join(contentDir, 'cookbook', '_routes.json');
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
    if (!existsSync(path.join(contentDir, 'cookbook', entry.notebook))) {
      errors.push({
        file: where,
        line,
        column: 1,
        message: `notebook not found: cookbook/${entry.notebook}`,
      });
      continue;
    }
    seen.add(entry.notebook);
    const docsPath =
      typeof entry.docsPath === 'string' && entry.docsPath
        ? entry.docsPath.replace(/^\/+|\/+$/g, '')
        : null;
    routes.push({ notebook: entry.notebook, docsPath });
  }
  return routes;
}
