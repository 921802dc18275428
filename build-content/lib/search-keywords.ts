/**
 * A page's search keywords: the words readers use for it that its text may
 * not (front matter `keywords`), plus the other words of every glossary group
 * that its title or keywords name (config/search-glossary.ts). They ride in the
 * search chunks as one string per route (bundle-format.ts SearchChunk) and
 * are indexed below titles and headings; no page shows them.
 */
import type { SearchChunk } from '../bundle-format.ts';

export type Glossary = readonly (readonly string[])[];

/** Keywords of more than this many characters are cut: they are a page's vocabulary, not its text. */
export const MAX_KEYWORD_CHARS = 600;

/**
 * The `keywords` front matter as a list: a YAML list of strings, or one
 * string with commas between keywords. Anything else gives none, with the
 * reason for a build warning.
 */
export function keywordsOf(value: unknown): { keywords: string[]; problem?: string } {
  if (value === undefined || value === null) return { keywords: [] };
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
    return {
      keywords: [],
      problem: 'keywords must be a list of strings or one comma-separated string',
    };
  }
  return { keywords: (list as string[]).map((item) => item.trim()).filter(Boolean) };
}

/**
 * Words as the glossary compares them: lower case, split at anything that is
 * no letter or digit, a plural "s" dropped ("Environment variables" names
 * "environment variable"), padded with spaces so a phrase matches whole words.
 */
export function glossaryForm(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const normal = words.map((word) =>
    word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
  );
  return ` ${normal.join(' ')} `;
}

/** Glossary entries in glossary form: the same few entries are compared with every page. */
const entryForms = new Map<string, string>();

function entryForm(entry: string): string {
  let form = entryForms.get(entry);
  if (form === undefined) {
    form = glossaryForm(entry);
    entryForms.set(entry, form);
  }
  return form;
}

/** Whether a glossary entry appears in text already in glossary form; CJK entries anywhere in it. */
function names(formed: string, entry: string): boolean {
  const phrase = entryForm(entry);
  if (phrase.trim() === '') return false;
  return /[\u3040-\u30ff\u3400-\u9fff]/.test(entry)
    ? formed.includes(phrase.trim())
    : formed.includes(phrase);
}

/**
 * The other words for what a text names: for each glossary group with an
 * entry in the text, the group's entries the text lacks (the ones it has
 * are found in its title or headings already).
 */
export function glossaryTerms(text: string, glossary: Glossary): string[] {
  const formed = glossaryForm(text);
  const found: string[] = [];
  for (const group of glossary) {
    const named = group.map((entry) => names(formed, entry));
    if (named.includes(true)) found.push(...group.filter((_, index) => !named[index]));
  }
  return found;
}

/**
 * The keywords string of a route's search entry: its own keywords, then the
 * glossary's words for what its title and keywords name that neither its
 * title nor its headings show, each once (case-insensitively), "" when there
 * are none.
 */
export function searchKeywords(
  keywords: readonly string[],
  title: string,
  headings: readonly string[],
  glossary: Glossary,
): string {
  // What the whole page is about names the glossary's words: its title and
  // keywords. A heading's topic is one section's, and keywords count for
  // every section of the page; but a word a heading shows is found there already.
  const shown = glossaryForm([title, ...headings].join(' \n '));
  const named = glossaryTerms([title, ...keywords].join(' \n '), glossary).filter(
    (entry) => !shown.includes(entryForm(entry)),
  );
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const each of [...keywords, ...named]) {
    const key = each.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(each);
  }
  const text = kept.join(', ');
  if (text.length <= MAX_KEYWORD_CHARS) return text;
  const end = text.lastIndexOf(',', MAX_KEYWORD_CHARS);
  return text.slice(0, end > 0 ? end : MAX_KEYWORD_CHARS);
}

/** Heading texts of a page's search data (keys are "anchor#heading"; the intro has none). */
export function searchHeadings(data: Readonly<Record<string, string>>): string[] {
  const headings: string[] = [];
  for (const key in data) {
    const hash = key.indexOf('#');
    if (hash >= 0 && hash < key.length - 1) headings.push(key.slice(hash + 1));
  }
  return headings;
}

/** A route's search chunk entry: title, sections and, when it has any, keywords. */
export function searchEntry(
  title: string,
  data: Record<string, string>,
  frontMatterKeywords: unknown,
  glossary: Glossary,
): SearchChunk[string] {
  const keywords = searchKeywords(
    keywordsOf(frontMatterKeywords).keywords,
    title,
    searchHeadings(data),
    glossary,
  );
  return keywords ? { title, data, keywords } : { title, data };
}
