import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { MenuItem, PageTheme } from '../bundle-format.ts';
import { type Diagnostic, displayPath } from './diagnostics.ts';
import { jsonErrorPosition } from './json-position.ts';

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

const TYPES = new Set(['doc', 'page', 'menu', 'separator']);
const DISPLAYS = new Set(['normal', 'hidden', 'children']);

/** Loads `_meta.json` (from `text`, its content) or the default export of `_meta.js` / `_meta.ts`. */
export async function loadMeta(
  absolutePath: string,
  text: string,
  errors: Diagnostic[],
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
  return normaliseMeta(raw as Record<string, unknown>, file, errors);
}

export function normaliseMeta(
  raw: Record<string, unknown>,
  file: string,
  errors: Diagnostic[],
): MetaEntries {
  const defaults = toEntry(raw['*'], '*', file, errors);
  const entries: MetaEntries = new Map();
  for (const [name, value] of Object.entries(raw)) {
    if (name === '*') continue;
    const entry = toEntry(value, name, file, errors);
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

function toEntry(value: unknown, name: string, file: string, errors: Diagnostic[]): MetaEntry {
  if (value === undefined) return {};
  if (typeof value === 'string') return { title: value };
  if (!value || typeof value !== 'object') {
    errors.push({
      file,
      line: 1,
      column: 1,
      message: `_meta entry "${name}" must be a string or an object`,
    });
    return {};
  }
  const source = value as Record<string, unknown>;
  const entry: MetaEntry = {};
  if (typeof source.title === 'string') entry.title = source.title;
  if (typeof source.type === 'string' && TYPES.has(source.type))
    entry.type = source.type as MetaEntry['type'];
  if (typeof source.display === 'string' && DISPLAYS.has(source.display))
    entry.display = source.display as MetaEntry['display'];
  if (typeof source.href === 'string') entry.href = source.href;
  if (typeof source.newWindow === 'boolean') entry.newWindow = source.newWindow;
  if (source.theme && typeof source.theme === 'object')
    entry.theme = { ...(source.theme as PageTheme) };
  if (source.items && typeof source.items === 'object') {
    entry.items = Object.entries(source.items as Record<string, unknown>).map(([key, item]) => {
      const menuItem = (
        typeof item === 'string' ? { title: item } : (item ?? {})
      ) as Partial<MenuItem>;
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
