import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { z } from 'zod';
import { type Diagnostic, displayPath } from '../diagnostics.ts';

/** The file a content tree declares its collections in, at its root. */
export const DECLARATION_FILE = '_collections.json';

const ENTRY_KEYS = ['title', 'description', 'date', 'authors'] as const;

const collectionSchema = z
  .object({
    /** Folder of the entries, relative to the locale root; default: the collection's name. */
    folder: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'a folder path such as "blog"')
      .optional(),
    /** Name shown for the collection (feed title, author page counts). */
    label: z.string().min(1),
    /** Whether the build writes an RSS feed at `<folder>/rss.xml`. */
    feed: z.boolean().default(false),
    /** true: a broken rule fails the build; false: it is a warning and the entry is listed as far as it can be. */
    strict: z.boolean().default(false),
    /** "iso": YYYY-MM-DD only; "lenient": long and localized forms too (`August 27th, 2021`, `27 Août 2021`). */
    dates: z.enum(['iso', 'lenient']).default('lenient'),
    /** "team": handles from the site's team list; "any": names or `{name, link, image}` objects. */
    authors: z.enum(['team', 'any']).default('any'),
    /** Front matter every entry must carry; missing title falls back to the first heading otherwise. */
    required: z.array(z.enum(ENTRY_KEYS)).default(['date']),
    /** Further front matter strings copied into the index (a customer story's company). */
    fields: z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/)).default([]),
  })
  .strict();

const declarationSchema = z
  .object({
    $schema: z.string().optional(),
    /** Folder of the generated author pages (`/authors/{handle}`); none without it. */
    authorPages: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/)
      .optional(),
    collections: z.record(
      z.string().regex(/^[a-z][a-z0-9-]*$/, 'a lowercase name'),
      collectionSchema,
    ),
  })
  .strict();

export type CollectionRules = z.infer<typeof collectionSchema> & { name: string; folder: string };

export interface CollectionDeclaration {
  authorPages?: string;
  collections: CollectionRules[];
}

/** A tree that declares nothing has no collections: its blog/ and changelog/ are ordinary pages. */
export const NO_COLLECTIONS: CollectionDeclaration = { collections: [] };

/**
 * Reads `_collections.json` at the root of a content tree: the tree's own
 * declaration, so a build of another tree never applies this one's rules.
 * Problems are errors at the offending key's line and column.
 */
export function readCollectionDeclaration(
  contentDir: string,
  errors: Diagnostic[],
): CollectionDeclaration {
  const file = path.join(contentDir, DECLARATION_FILE);
  if (!existsSync(file)) return NO_COLLECTIONS;
  const text = readFileSync(file, 'utf8');
  const where = displayPath(file);
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const positionOf = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  if (document.errors.length > 0) {
    for (const error of document.errors)
      errors.push({
        file: where,
        ...positionOf(error.pos[0]),
        message: `invalid ${DECLARATION_FILE}: ${error.message.split('\n')[0]}`,
      });
    return NO_COLLECTIONS;
  }
  const parsed = declarationSchema.safeParse(document.toJS());
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const node =
        issue.code === 'unrecognized_keys'
          ? keyNode(nodeAt(document.contents, issue.path), issue.keys[0])
          : nodeAt(document.contents, issue.path);
      errors.push({
        file: where,
        ...positionOf(node?.range?.[0] ?? 0),
        message: `invalid ${DECLARATION_FILE}: ${issue.path.join('.') || 'the file'}: ${issue.message}`,
      });
    }
    return NO_COLLECTIONS;
  }
  const collections = Object.entries(parsed.data.collections).map(([name, rules]) => ({
    ...rules,
    name,
    folder: rules.folder ?? name,
  }));
  const folders = new Map<string, string>();
  for (const collection of collections) {
    const other = folders.get(collection.folder);
    if (other) {
      const node = nodeAt(document.contents, ['collections', collection.name]);
      errors.push({
        file: where,
        ...positionOf(node?.range?.[0] ?? 0),
        message: `collections "${other}" and "${collection.name}" share the folder "${collection.folder}"`,
      });
    }
    folders.set(collection.folder, collection.name);
  }
  return { authorPages: parsed.data.authorPages, collections };
}

/** The YAML node at a path of keys and indexes, or its nearest existing parent. */
function nodeAt(root: unknown, keys: readonly (string | number)[]): Node | undefined {
  let node = root as Node | undefined;
  for (const key of keys) {
    let next: unknown;
    if (isMap(node)) next = node.get(key, true);
    else if (isSeq(node)) next = node.get(Number(key), true);
    if (!next) return keyNode(node, key) ?? node;
    node = next as Node;
  }
  return node;
}

/** The key node of `key` in a map (where a misspelt or valueless key is written). */
function keyNode(map: Node | undefined, key: string | number | undefined): Node | undefined {
  if (!isMap(map)) return map;
  const pair = map.items.find((item) => (item.key as { value?: unknown })?.value === key);
  return (pair?.key as Node | undefined) ?? map;
}
