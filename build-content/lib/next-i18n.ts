import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostics.ts';
import { displayPath } from './diagnostics.ts';
import { blankComments, lineColumn, valueAfter } from './static-js-text.ts';

/** `i18n` of a Next.js config: the locales Next.js serves, the first one unprefixed. */
export interface NextI18n {
  locales: string[];
  defaultLocale?: string;
}

const CONFIG_NAMES = ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs'];

/**
 * The `i18n.locales` (and `defaultLocale`) of the next.config beside the
 * content tree or one folder up, read from its text: the config is never
 * run. Literal lists work, directly or through a top-level constant; any
 * other form is a warning and the locales are found from the tree instead.
 */
export function readNextI18n(contentDir: string, warnings: Diagnostic[]): NextI18n | undefined {
  const file = findNextConfig(contentDir);
  if (!file) return undefined;
  let text: string;
  try {
    text = blankComments(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const i18n = valueAfter(text, 'i18n');
  if (!i18n) return undefined;
  const warn = (message: string) =>
    warnings.push({ file: displayPath(file), ...lineColumn(text, i18n.at), message });
  if (i18n.kind !== 'object') {
    warn('i18n is not an object literal: locales are taken from the content tree');
    return undefined;
  }
  const locales = valueAfter(i18n.text, 'locales', text);
  const list = locales?.kind === 'array' ? stringList(locales.text) : undefined;
  if (!list || list.length === 0) {
    warn('i18n.locales is not a list of string literals: locales are taken from the content tree');
    return undefined;
  }
  const fallback = valueAfter(i18n.text, 'defaultLocale', text);
  const defaultLocale =
    fallback?.kind === 'string' && list.includes(fallback.text) ? fallback.text : undefined;
  return { locales: list, defaultLocale };
}

function findNextConfig(contentDir: string): string | undefined {
  for (const dir of [contentDir, path.dirname(contentDir)])
    for (const name of CONFIG_NAMES) {
      const file = path.join(dir, name);
      if (existsSync(file)) return file;
    }
  return undefined;
}

/** `'en', "de-DE"` → ['en', 'de-DE']; undefined when an item is anything but a string literal. */
function stringList(inner: string): string[] | undefined {
  const items = inner
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const values: string[] = [];
  for (const item of items) {
    const match = /^(['"`])([^'"`\\$]*)\1$/.exec(item);
    if (!match) return undefined;
    values.push(match[2]);
  }
  return values;
}
