import type { CollectionEntry, CollectionIndex } from '../../bundle-format.ts';
import type { CompiledPage } from '../compile-page.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { SourceFile } from '../scan.ts';
import type { SiteConfig } from '../site-config.ts';
import { COLLECTIONS, type CollectionName, checkEntryFrontMatter } from './collection-rules.ts';
import { frontMatterPosition } from './front-matter-position.ts';
import { proseWords } from './prose-words.ts';

/** One valid entry with the page it came from. */
export interface CollectedEntry {
  id: string;
  collection: CollectionName;
  locale: string;
  entry: CollectionEntry;
  page: CompiledPage;
}

export interface CollectionSet {
  /** Per collection and locale, newest first. */
  indexes: CollectionIndex[];
  /** Every valid entry of its own locale (fallbacks not repeated). */
  entries: CollectedEntry[];
  defaultLocale: string;
  errors: Diagnostic[];
}

const ENTRY = new RegExp(
  `^(${COLLECTIONS.map((c) => c.name).join('|')})/([^/]+?)(?:/index)?\\.(?:mdx|md)$`,
);
const WORDS_PER_MINUTE = 220;

/**
 * Finds the entries of every collection among the sources, checks their front
 * matter (problems are errors at the key's line) and their slugs (unique per
 * collection and locale), and lists them per collection and locale.
 */
export function collectEntries(input: {
  sources: readonly SourceFile[];
  pages: ReadonlyMap<string, CompiledPage>;
  locales: readonly string[];
  defaultLocale: string;
  config: SiteConfig;
  /** The path to print for a source (relative to the content dir). */
  fileOf: (relPath: string) => string;
}): CollectionSet {
  const { config, defaultLocale } = input;
  const handles = new Set(Object.keys(config.team));
  const errors: Diagnostic[] = [];
  const entries: CollectedEntry[] = [];
  const bySlug = new Map<string, string>();
  const sorted = [...input.sources].sort((a, b) => (a.relPath < b.relPath ? -1 : 1));
  for (const source of sorted) {
    const match = ENTRY.exec(source.localPath);
    if (!match || match[2] === 'index') continue;
    const page = input.pages.get(source.relPath);
    if (!page) continue;
    const collection = match[1] as CollectionName;
    const slug = match[2];
    const file = input.fileOf(source.relPath);
    const slugKey = `${source.locale}\0${collection}\0${slug}`;
    const other = bySlug.get(slugKey);
    if (other !== undefined) {
      errors.push({
        file,
        line: 1,
        column: 1,
        message: `duplicate slug "${slug}" in ${collection}: ${other} has it too`,
      });
      continue;
    }
    bySlug.set(slugKey, file);
    const problems = checkEntryFrontMatter(page.frontMatter, handles);
    for (const problem of problems)
      errors.push({
        file,
        ...frontMatterPosition(page.source, problem.key, problem.value),
        message: problem.message,
      });
    if (problems.length > 0) continue;
    const fm = page.frontMatter;
    const words = proseWords(page.markdown);
    const prefix = source.locale === defaultLocale ? '' : `/${source.locale}`;
    const entry: CollectionEntry = {
      slug,
      route: `${prefix}/${collection}/${slug}`,
      title: fm.title as string,
      description: fm.description as string,
      date: fm.date as string,
      authors: [...(fm.authors as string[])],
      tags: [...((fm.tags as string[] | undefined) ?? [])],
      words,
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    };
    for (const key of ['image', 'company', 'industry', 'size'] as const)
      if (typeof fm[key] === 'string') entry[key] = fm[key];
    entries.push({ id: source.relPath, collection, locale: source.locale, entry, page });
  }
  return {
    indexes: buildIndexes(entries, input),
    entries,
    defaultLocale,
    errors,
  };
}

function buildIndexes(
  entries: CollectedEntry[],
  input: Parameters<typeof collectEntries>[0],
): CollectionIndex[] {
  const indexes: CollectionIndex[] = [];
  for (const { name, label } of COLLECTIONS) {
    const own = entries.filter((item) => item.collection === name);
    if (own.length === 0) continue;
    for (const locale of input.locales) {
      const prefix = locale === input.defaultLocale ? '' : `/${locale}`;
      const local = own.filter((item) => item.locale === locale).map((item) => item.entry);
      const translated = new Set(local.map((entry) => entry.slug));
      // Untranslated entries of the default locale are served under this locale's prefix.
      const fallback =
        locale === input.defaultLocale
          ? []
          : own
              .filter(
                (item) => item.locale === input.defaultLocale && !translated.has(item.entry.slug),
              )
              .map((item) => ({ ...item.entry, route: `${prefix}/${name}/${item.entry.slug}` }));
      const list = [...local, ...fallback].sort(newestFirst);
      indexes.push({
        collection: name,
        locale,
        route: `${prefix}/${name}`,
        title: indexTitle(input, name, locale) ?? label,
        entries: list,
      });
    }
  }
  return indexes;
}

export function newestFirst(a: CollectionEntry, b: CollectionEntry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
}

function indexTitle(
  input: Parameters<typeof collectEntries>[0],
  name: string,
  locale: string,
): string | undefined {
  for (const wanted of [locale, input.defaultLocale]) {
    const source = input.sources.find(
      (item) =>
        item.locale === wanted &&
        (item.localPath === `${name}/index.mdx` || item.localPath === `${name}/index.md`),
    );
    const title = source ? input.pages.get(source.relPath)?.frontMatter.title : undefined;
    if (typeof title === 'string' && title) return title;
  }
  return undefined;
}
