import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { MenuItem, PageTheme } from '../bundle-format.ts';
import { keyPositions, type Position } from './config-file.ts';
import { type Diagnostic, displayPath } from './diagnostics.ts';
import { jsonErrorPosition } from './json-position.ts';
import { checkMetaEntry } from './meta-schema.ts';

/** One normalised `_meta` entry (Nextra semantics). */
export interface MetaEntry {
  title?: string;
  type?: 'doc' | 'page' | 'menu' | 'separator';
  display?: 'normal' | 'hidden' | 'children';
  href?: string;
  newWindow?: boolean;
  theme?: PageTheme;
  items?: MenuItem[];
}

/** Entries in the order the file lists them ("*" defaults already applied). */
export type MetaEntries = Map<string, MetaEntry>;

/** Where an entry's problems are reported: at the key in `_meta.json`, at 1:1 in `_meta.js`/`.ts`. */
type PositionOf = (keys: readonly (string | number)[]) => Position;

/**
 * Loads `_meta.json` (from `text`, its content) or the default export of
 * `_meta.js` / `_meta.ts`. An entry that is neither a title nor an object is
 * an error; a field of the wrong type is a warning and is left out
 * (meta-schema.ts).
 */
export async function loadMeta(
  absolutePath: string,
  text: string,
  errors: Diagnostic[],
  warnings: Diagnostic[] = [],
): Promise<MetaEntries | undefined> {
  const file = displayPath(absolutePath);
  const json = absolutePath.endsWith('.json');
  let raw: unknown;
  try {
    if (json) {
      raw = JSON.parse(text);
    } else {
      // tsImport loads TS in any Node process (Vite's too); a fresh namespace per call sees edits in watch mode.
      const module = (await tsImport(pathToFileURL(absolutePath).href, import.meta.url)) as {
        default?: unknown;
      };
      raw = module.default;
    }
  } catch (error) {
    const { line, column } = json ? jsonErrorPosition(text) : { line: 1, column: 1 };
    errors.push({
      file,
      line,
      column,
      message: `invalid _meta: ${(error as Error).message.split('\n')[0]}`,
    });
    return undefined;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push({ file, line: 1, column: 1, message: '_meta must be an object of entries' });
    return undefined;
  }
  const positionOf: PositionOf = json ? keyPositions(text) : () => ({ line: 1, column: 1 });
  return normaliseMeta(raw as Record<string, unknown>, file, errors, warnings, positionOf);
}

export function normaliseMeta(
  raw: Record<string, unknown>,
  file: string,
  errors: Diagnostic[],
  warnings: Diagnostic[] = [],
  positionOf: PositionOf = () => ({ line: 1, column: 1 }),
): MetaEntries {
  const report: Report = { file, errors, warnings, positionOf };
  const defaults = toEntry(raw['*'], '*', report);
  const entries: MetaEntries = new Map();
  for (const [name, value] of Object.entries(raw)) {
    if (name === '*') continue;
    const entry = toEntry(value, name, report);
    const merged =
      entry.type === 'separator' || entry.href
        ? entry
        : {
            ...defaults,
            ...entry,
            theme:
              defaults.theme || entry.theme ? { ...defaults.theme, ...entry.theme } : undefined,
          };
    if (!merged.theme) delete merged.theme;
    entries.set(name, merged);
  }
  return entries;
}

interface Report {
  file: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  positionOf: PositionOf;
}

function toEntry(value: unknown, name: string, report: Report): MetaEntry {
  if (value === undefined) return {};
  if (typeof value === 'string') return { title: value };
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    report.errors.push({
      file: report.file,
      ...report.positionOf([name]),
      message: `_meta entry "${name}" must be a string or an object`,
    });
    return {};
  }
  const { fields, problems } = checkMetaEntry(value as Record<string, unknown>);
  for (const problem of problems)
    report.warnings.push({
      file: report.file,
      ...report.positionOf([name, ...problem.field.split('.')]),
      message: `_meta entry "${name}": ${problem.field}: ${problem.message}; ignored`,
    });
  const entry: MetaEntry = {};
  if (fields.title !== undefined) entry.title = fields.title;
  if (fields.type) entry.type = fields.type;
  if (fields.display) entry.display = fields.display;
  if (fields.href !== undefined) entry.href = fields.href;
  if (fields.newWindow !== undefined) entry.newWindow = fields.newWindow;
  if (fields.theme) entry.theme = { ...(fields.theme as PageTheme) };
  if (fields.items) {
    entry.items = Object.entries(fields.items).map(([key, item]) => {
      const menuItem = (typeof item === 'string' ? { title: item } : item) as Partial<MenuItem>;
      const result: MenuItem = {
        name: key,
        title: String(menuItem.title ?? key),
        href: String(menuItem.href ?? key),
      };
      if (typeof menuItem.newWindow === 'boolean') result.newWindow = menuItem.newWindow;
      return result;
    });
  }
  return entry;
}
