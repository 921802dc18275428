import path from 'node:path';
import { z } from 'zod';
import { readConfigFile } from '../config-file.ts';
import { type Diagnostic, displayPath } from '../diagnostics.ts';

/** The file a content tree declares its collections in, at its root. */
const DECLARATION_FILE = '_collections.json';

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
const NO_COLLECTIONS: CollectionDeclaration = { collections: [] };

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
  const read = readConfigFile(file, declarationSchema, errors);
  if (!read) return NO_COLLECTIONS;
  const collections = Object.entries(read.data.collections).map(([name, rules]) => ({
    ...rules,
    name,
    folder: rules.folder ?? name,
  }));
  const folders = new Map<string, string>();
  for (const collection of collections) {
    const other = folders.get(collection.folder);
    if (other) {
      errors.push({
        file: displayPath(file),
        ...read.positionOf(['collections', collection.name]),
        message: `collections "${other}" and "${collection.name}" share the folder "${collection.folder}"`,
      });
    }
    folders.set(collection.folder, collection.name);
  }
  return { authorPages: read.data.authorPages, collections };
}
