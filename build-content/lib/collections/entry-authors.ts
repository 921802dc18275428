import type { FrontMatter } from '../../bundle-format.ts';
import type { FieldProblem } from '../front-matter-schema.ts';
import type { CollectionRules } from './declaration.ts';

/**
 * The authors of an entry. With team authors: handles of the site's team,
 * each checked. Otherwise as Nextra's blog theme reads them: `authors` or
 * `author`, a name, a list of names or `{name, link, image}` objects, or
 * nothing; the index keeps the names.
 */
export function authorsOf(
  frontMatter: FrontMatter,
  rules: CollectionRules,
  teamHandles: ReadonlySet<string>,
  required: boolean,
  problems: FieldProblem[],
): string[] {
  const written = frontMatter.authors ?? frontMatter.author;
  const key =
    frontMatter.authors === undefined && frontMatter.author !== undefined ? 'author' : 'authors';
  const list =
    written === undefined || written === null ? [] : Array.isArray(written) ? written : [written];
  if (list.length === 0) {
    if (required)
      problems.push({
        key,
        message:
          rules.authors === 'team'
            ? 'entry needs "authors": a list of team handles'
            : 'entry needs "authors"',
      });
    return [];
  }
  const names: string[] = [];
  for (const author of list) {
    const name = authorName(author);
    if (rules.authors === 'team') {
      if (typeof author === 'string' && teamHandles.has(author)) names.push(author);
      else
        problems.push({
          key,
          value: name ?? undefined,
          message: `unknown author ${JSON.stringify(name ?? author)} (known: ${[...teamHandles].sort().join(', ')})`,
        });
    } else if (name !== undefined) names.push(name);
    else problems.push({ key, message: `an author is a name or {name, link, image}` });
  }
  return names;
}

/** A written author's name: the string itself, or the `name` of an object. */
function authorName(author: unknown): string | undefined {
  if (typeof author === 'string' && author.trim()) return author.trim();
  if (author && typeof author === 'object' && !Array.isArray(author)) {
    const name = (author as { name?: unknown }).name;
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return undefined;
}
