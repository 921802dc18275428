import type { FrontMatter } from '../../bundle-format.ts';
import { readDate } from '../dates/read-date.ts';
import type { FieldProblem } from '../front-matter-schema.ts';
import type { CollectionRules } from './declaration.ts';
import { authorsOf } from './entry-authors.ts';

/** What an entry's front matter gives its index line, once the collection's rules are applied. */
export interface EntryFields {
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  authors: string[];
  tags: string[];
  extra: Record<string, string>;
}

const OPTIONAL_STRINGS = ['image', 'ogImage', 'ogVideo'] as const;

/**
 * Checks an entry's front matter against the rules its collection declares
 * and reads what its index line needs. `fields` is undefined when the entry
 * cannot be listed (no date that names a day); the page itself stays.
 */
export function checkEntry(
  frontMatter: FrontMatter,
  page: { firstH1?: string; slug: string; locale: string },
  rules: CollectionRules,
  teamHandles: ReadonlySet<string>,
): { problems: FieldProblem[]; fields?: EntryFields } {
  const problems: FieldProblem[] = [];
  const required = new Set(rules.required);
  const text = (key: 'title' | 'description') => {
    const value = frontMatter[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (required.has(key))
      problems.push({ key, message: `entry needs a "${key}" in its front matter` });
    return undefined;
  };
  const title = text('title') ?? page.firstH1 ?? page.slug;
  const description = text('description') ?? '';
  const date = checkDate(frontMatter.date, page.locale, rules, required.has('date'), problems);
  const authors = authorsOf(frontMatter, rules, teamHandles, required.has('authors'), problems);
  const tags = tagsOf(frontMatter.tags, rules.strict, problems);
  const extra: Record<string, string> = {};
  for (const key of [...OPTIONAL_STRINGS, ...rules.fields]) {
    const value = frontMatter[key];
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim()) extra[key] = value;
    else problems.push({ key, message: `"${key}" must be a non-empty string` });
  }
  if (date === undefined) return { problems };
  return { problems, fields: { title, description, date, authors, tags, extra } };
}

function checkDate(
  value: unknown,
  locale: string,
  rules: CollectionRules,
  required: boolean,
  problems: FieldProblem[],
): string | undefined {
  if (value === undefined || value === null || value === '') {
    problems.push({
      key: 'date',
      message: required ? 'entry needs a "date"' : `not listed in ${rules.name}: no "date"`,
    });
    return undefined;
  }
  const written = String(value);
  const reading = readDate(written, rules.dates === 'iso' ? 'und' : locale);
  if (reading.kind === 'day' && (rules.dates === 'lenient' || written === reading.iso))
    return reading.iso;
  const message =
    rules.dates === 'iso'
      ? `invalid date ${JSON.stringify(value)}: write it as YYYY-MM-DD`
      : reading.kind === 'impossible'
        ? `date ${JSON.stringify(value)} names no day of the calendar: shown as written, not listed in ${rules.name}`
        : `date ${JSON.stringify(value)} is not a date the "${locale}" locale can read: shown as written, not listed in ${rules.name}`;
  problems.push({ key: 'date', message });
  return undefined;
}

function tagsOf(value: unknown, strict: boolean, problems: FieldProblem[]): string[] {
  if (value === undefined || value === null) return [];
  // Lenient collections take the "a, b" form Nextra's blog theme reads.
  if (typeof value === 'string' && !strict)
    return value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((tag) => typeof tag === 'string' && tag.trim()))
    return [...value];
  problems.push({ key: 'tags', message: '"tags" must be a list of words' });
  return [];
}
