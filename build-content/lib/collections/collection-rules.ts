import type { FrontMatter } from '../../bundle-format.ts';

/** The dated, authored sections of the site; each is a folder of entries beside its index page. */
export const COLLECTIONS = [
  { name: 'changelog', label: 'Changelog', feed: true },
  { name: 'blog', label: 'Blog', feed: true },
  { name: 'customers', label: 'Customers', feed: false },
] as const;

export type CollectionName = (typeof COLLECTIONS)[number]['name'];

/** Route of the author pages: /authors/{handle}. */
export const AUTHORS_FOLDER = 'authors';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD string naming a real day (front matter dates arrive as such strings). */
export function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One front matter problem: the key it is about, and for list items the offending value. */
export interface FieldProblem {
  key: string;
  value?: string;
  message: string;
}

const OPTIONAL_STRINGS = ['image', 'ogImage', 'ogVideo', 'company', 'industry', 'size'] as const;

/**
 * The rules every entry's front matter follows: title, description and a
 * YYYY-MM-DD date; authors as a non-empty list of team handles; tags as a
 * list of words; image, ogImage and ogVideo as strings when present.
 */
export function checkEntryFrontMatter(
  frontMatter: FrontMatter,
  teamHandles: ReadonlySet<string>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const key of ['title', 'description'] as const) {
    const value = frontMatter[key];
    if (typeof value !== 'string' || !value.trim())
      problems.push({ key, message: `entry needs a "${key}" in its front matter` });
  }
  const date = frontMatter.date;
  if (date === undefined) problems.push({ key: 'date', message: 'entry needs a "date"' });
  else if (!isValidDate(date))
    problems.push({
      key: 'date',
      message: `invalid date ${JSON.stringify(date)}: write it as YYYY-MM-DD`,
    });
  const authors = frontMatter.authors;
  if (!Array.isArray(authors) || authors.length === 0) {
    problems.push({ key: 'authors', message: 'entry needs "authors": a list of team handles' });
  } else {
    for (const author of authors) {
      if (typeof author !== 'string' || !teamHandles.has(author))
        problems.push({
          key: 'authors',
          value: String(author),
          message: `unknown author "${String(author)}" (known: ${[...teamHandles].sort().join(', ')})`,
        });
    }
  }
  const tags = frontMatter.tags;
  if (
    tags !== undefined &&
    (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string' || !tag.trim()))
  )
    problems.push({ key: 'tags', message: '"tags" must be a list of words' });
  for (const key of OPTIONAL_STRINGS) {
    const value = frontMatter[key];
    if (value !== undefined && (typeof value !== 'string' || !value.trim()))
      problems.push({ key, message: `"${key}" must be a non-empty string` });
  }
  return problems;
}
