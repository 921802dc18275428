import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleEntry } from '../bundle-format.ts';
import type { Diagnostic } from './diagnostics.ts';
import { displayPath } from './diagnostics.ts';
import { readNextI18n } from './next-i18n.ts';

const RTL = new Set(['ar', 'fa', 'he', 'ur']);
/** What a locale suffix (`page.en.mdx`) or folder (`content/ja/`) looks like. */
export const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/**
 * The locales a tree names itself: its _locales.json, else the i18n of the
 * next.config beside it (or one folder up), whose defaultLocale is then the
 * default. Undefined when it names none: they are detected from its files.
 */
export function declaredLocales(
  contentDir: string,
  errors: Diagnostic[],
  warnings: Diagnostic[],
): { locales: LocaleEntry[]; defaultLocale?: string } | undefined {
  const listed = readLocales(contentDir, errors);
  if (listed) return { locales: listed };
  const next = readNextI18n(contentDir, warnings);
  if (!next) return undefined;
  return {
    locales: next.locales.map((locale) => describeLocale(locale)),
    defaultLocale: next.defaultLocale ?? next.locales[0],
  };
}

/** Reads content/_locales.json ([{locale, name, direction}]) or falls back to en-US alone. */
export function readLocales(contentDir: string, errors: Diagnostic[]): LocaleEntry[] | undefined {
  const file = path.join(contentDir, '_locales.json');
  if (!existsSync(file)) return undefined;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(value) || value.length === 0) throw new Error('expected a non-empty array');
    return value.map((entry: Partial<LocaleEntry>) => {
      if (typeof entry.locale !== 'string') throw new Error('every entry needs a "locale"');
      return describeLocale(entry.locale, entry.name, entry.direction);
    });
  } catch (error) {
    errors.push({
      file: displayPath(file),
      line: 1,
      column: 1,
      message: `invalid _locales.json: ${(error as Error).message}`,
    });
    return undefined;
  }
}

export function describeLocale(locale: string, name?: string, direction?: string): LocaleEntry {
  let label = name;
  if (!label) {
    try {
      label = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    } catch {
      label = locale;
    }
  }
  const rtl = direction ? direction === 'rtl' : RTL.has(locale.split('-')[0]);
  return { locale, name: label, direction: rtl ? 'rtl' : 'ltr' };
}

/** The site's default locale when listed, else English when present, else the first. */
export function pickDefaultLocale(locales: LocaleEntry[], preferred: string): string {
  const codes = locales.map((entry) => entry.locale);
  if (codes.includes(preferred)) return preferred;
  return codes.find((code) => code === 'en' || code.startsWith('en-')) ?? codes[0];
}
