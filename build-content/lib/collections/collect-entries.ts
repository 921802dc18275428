import type { CollectionEntry, CollectionIndex } from '../../bundle-format.ts';
import type { CompiledPage } from '../compile-page.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { SourceFile } from '../scan.ts';
import type { SiteConfig } from '../site-config.ts';
import { checkEntry } from './collection-rules.ts';
import type { CollectionDeclaration, CollectionRules } from './declaration.ts';
import { frontMatterPosition } from './front-matter-position.ts';
import { proseWords } from './prose-words.ts';

/** One listed entry with the page it came from. */
export interface CollectedEntry {
  id: string;
  collection: string;
  locale: string;
  entry: CollectionEntry;
  page: CompiledPage;
}

export interface CollectionSet {
  declaration: CollectionDeclaration;
  /** Per collection and locale, newest first. */
  indexes: CollectionIndex[];
  /** Every listed entry of its own locale (fallbacks not repeated). */
  entries: CollectedEntry[];
  defaultLocale: string;
  /** Broken rules of strict collections. */
  errors: Diagnostic[];
  /** Broken rules of lenient collections: the build goes on. */
  warnings: Diagnostic[];
}

const WORDS_PER_MINUTE = 220;

/**
 * Finds the entries of every declared collection among the sources, checks
 * their front matter and slugs (unique per collection and locale) against
 * the collection's rules, and lists them per collection and locale. A strict
 * collection's problems are errors at the key's line; a lenient one's are warnings.
 */
export function collectEntries(input: {
  sources: readonly SourceFile[];
  pages: ReadonlyMap<string, CompiledPage>;
  locales: readonly string[];
  defaultLocale: string;
  config: SiteConfig;
  declaration: CollectionDeclaration;
  /** The path to print for a source (relative to the content dir). */
  fileOf: (relPath: string) => string;
}): CollectionSet {
  const { config, defaultLocale, declaration } = input;
  const handles = new Set(Object.keys(config.team));
  const set: CollectionSet = {
    declaration,
    indexes: [],
    entries: [],
    defaultLocale,
    errors: [],
    warnings: [],
  };
  const bySlug = new Map<string, string>();
  const sorted = [...input.sources].sort((a, b) => (a.relPath < b.relPath ? -1 : 1));
  for (const source of sorted) {
    const found = collectionOf(source.localPath, declaration.collections);
    if (!found) continue;
    const page = input.pages.get(source.relPath);
    if (!page) continue;
    const { rules, slug } = found;
    const report = rules.strict ? set.errors : set.warnings;
    const file = input.fileOf(source.relPath);
    const slugKey = `${source.locale}\0${rules.name}\0${slug}`;
    const other = bySlug.get(slugKey);
    if (other !== undefined) {
      report.push({
        file,
        line: 1,
        column: 1,
        message: `duplicate slug "${slug}" in ${rules.name}: ${other} has it too`,
      });
      continue;
    }
    bySlug.set(slugKey, file);
    const { problems, fields } = checkEntry(
      page.frontMatter,
      { firstH1: page.firstH1, slug, locale: source.locale },
      rules,
      handles,
    );
    for (const problem of problems)
      report.push({
        file,
        ...frontMatterPosition(page.source, problem.key, problem.value),
        message: problem.message,
      });
    if (!fields || (rules.strict && problems.length > 0)) continue;
    const words = proseWords(page.markdown);
    const prefix = source.locale === defaultLocale ? '' : `/${source.locale}`;
    const entry: CollectionEntry = {
      slug,
      route: `${prefix}/${rules.folder}/${slug}`,
      title: fields.title,
      description: fields.description,
      date: fields.date,
      authors: fields.authors,
      tags: fields.tags,
      words,
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    };
    for (const key of ['image', ...rules.fields])
      if (fields.extra[key] !== undefined) Object.assign(entry, { [key]: fields.extra[key] });
    set.entries.push({
      id: source.relPath,
      collection: rules.name,
      locale: source.locale,
      entry,
      page,
    });
  }
  set.indexes = buildIndexes(set.entries, input);
  return set;
}

/** The collection a page belongs to, and its slug; the collection's own index page is none. */
export function collectionOf(
  localPath: string,
  collections: readonly CollectionRules[],
): { rules: CollectionRules; slug: string } | undefined {
  for (const rules of collections) {
    if (!localPath.startsWith(`${rules.folder}/`)) continue;
    const match = /^([^/]+?)(?:\/index)?\.(?:mdx|md)$/.exec(
      localPath.slice(rules.folder.length + 1),
    );
    if (match && match[1] !== 'index') return { rules, slug: match[1] };
  }
  return undefined;
}

function buildIndexes(
  entries: CollectedEntry[],
  input: Parameters<typeof collectEntries>[0],
): CollectionIndex[] {
  const indexes: CollectionIndex[] = [];
  for (const { name, label, folder } of input.declaration.collections) {
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
              .map((item) => ({ ...item.entry, route: `${prefix}/${folder}/${item.entry.slug}` }));
      const list = [...local, ...fallback].sort(newestFirst);
      indexes.push({
        collection: name,
        locale,
        route: `${prefix}/${folder}`,
        title: indexTitle(input, folder, locale) ?? label,
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
  folder: string,
  locale: string,
): string | undefined {
  for (const wanted of [locale, input.defaultLocale]) {
    const source = input.sources.find(
      (item) =>
        item.locale === wanted &&
        (item.localPath === `${folder}/index.mdx` || item.localPath === `${folder}/index.md`),
    );
    const title = source ? input.pages.get(source.relPath)?.frontMatter.title : undefined;
    if (typeof title === 'string' && title) return title;
  }
  return undefined;
}
