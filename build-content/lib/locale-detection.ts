import type { LocaleEntry } from '../bundle-format.ts';
import { describeLocale, LOCALE_PATTERN } from './locales.ts';

const META = /^_meta\.([^.]+)\.(?:json|js|ts|mjs)$/;
const PAGE = /\.(mdx|md)$/;
/** Next.js route folders that are no content of their own: `[locale]`, `[[...slug]]`, `(group)`. */
const ROUTE_FOLDER = /^(\[.*\]|\(.*\))$/;

/**
 * The locales of a tree that does not list them: Nextra 2 suffixes on _meta
 * files or root index pages (`_meta.de.json`, `index.de.mdx`), else locale
 * folders (`content/en/`, `content/ar/`), else the site's own locale alone.
 */
export function detectLocales(files: readonly string[], defaultLocale: string): LocaleEntry[] {
  const found = new Set<string>();
  for (const relPath of files) {
    const base = relPath.split('/').pop() ?? '';
    const meta = META.exec(base);
    if (meta && LOCALE_PATTERN.test(meta[1])) found.add(meta[1]);
    const index = /^index\.([^.]+)\.mdx?$/.exec(relPath);
    if (index && LOCALE_PATTERN.test(index[1])) found.add(index[1]);
  }
  if (found.size === 0) for (const locale of localeFolders(files)) found.add(locale);
  if (found.size === 0)
    return [describeLocale(defaultLocale, defaultLocale === 'en-US' ? 'English' : undefined)];
  return [...found].sort().map((locale) => describeLocale(locale));
}

/**
 * Nextra's folder layout (content/en, content/ar): at least two top-level
 * folders holding pages are named after a known language, and they are most
 * of those folders. Dynamic-route folders (`[locale]/`), `_`-files such as
 * `_app.tsx` and files that are not pages say nothing either way, nor do
 * pages at the top level.
 */
function localeFolders(files: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const relPath of files) {
    if (!PAGE.test(relPath)) continue;
    const parts = relPath.split('/');
    if (parts.length < 2 || ROUTE_FOLDER.test(parts[0])) continue;
    if (parts.some((part) => part.startsWith('_'))) continue;
    folders.add(parts[0]);
  }
  const locales = [...folders].filter(isLanguage);
  return locales.length >= 2 && locales.length * 2 > folders.size ? locales : [];
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

function isLanguage(code: string): boolean {
  if (!LOCALE_PATTERN.test(code)) return false;
  try {
    return languageNames.of(code) !== undefined;
  } catch {
    return false;
  }
}
