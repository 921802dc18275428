import { z } from 'zod';

/**
 * Fields of one `_meta` entry with Nextra's semantics (SPEC.md §3 "Page map
 * entry"), each with its type. Checked field by field, so a bad field is
 * reported and dropped while the rest of the entry still applies.
 */
const themeSchema = z
  .object({
    collapsed: z.boolean(),
    layout: z.enum(['default', 'full', 'raw']),
    sidebar: z.boolean(),
    toc: z.boolean(),
    breadcrumb: z.boolean(),
    pagination: z.boolean(),
    navbar: z.boolean(),
    footer: z.boolean(),
    typesetting: z.enum(['default', 'article']),
    timestamp: z.boolean(),
    topContent: z.boolean(),
    bottomContent: z.boolean(),
  })
  .partial()
  // Other theme keys of newer Nextra versions are kept as they are.
  .passthrough();

const menuItemSchema = z.union([
  z.string(),
  z.object({ title: z.string(), href: z.string(), newWindow: z.boolean() }).partial().passthrough(),
]);

const metaEntryFields = {
  /** Title in the sidebar or navbar; a string in `_meta.json`. */
  title: z.string({ invalid_type_error: 'expected a string (JSX titles are not supported)' }),
  /** doc (sidebar), page (navbar), menu (navbar dropdown), separator. */
  type: z.enum(['doc', 'page', 'menu', 'separator']),
  /** hidden: routable but not listed; children: the folder's children in its place. */
  display: z.enum(['normal', 'hidden', 'children']),
  /** A link instead of a page. */
  href: z.string(),
  newWindow: z.boolean(),
  theme: themeSchema,
  /** A menu's entries: name → title or {title, href, newWindow}. */
  items: z.record(menuItemSchema),
} satisfies Record<string, z.ZodTypeAny>;

export interface MetaFieldProblem {
  field: string;
  message: string;
}

/** The entry's valid fields and a problem for each invalid one; unknown fields are ignored. */
export function checkMetaEntry(source: Record<string, unknown>): {
  fields: Partial<{ [K in keyof typeof metaEntryFields]: z.output<(typeof metaEntryFields)[K]> }>;
  problems: MetaFieldProblem[];
} {
  const fields: Record<string, unknown> = {};
  const problems: MetaFieldProblem[] = [];
  for (const [field, schema] of Object.entries(metaEntryFields)) {
    const value = source[field];
    if (value === undefined) continue;
    // theme and items are checked key by key, so one bad key keeps the others.
    const keyed = (field === 'theme' || field === 'items') && isPlainObject(value);
    const parts: [string, unknown][] = keyed ? Object.entries(value) : [['', value]];
    const kept: Record<string, unknown> = {};
    for (const [key, part] of parts) {
      const parsed = keyed ? schema.safeParse({ [key]: part }) : schema.safeParse(part);
      if (parsed.success) {
        if (keyed) Object.assign(kept, parsed.data);
        else fields[field] = parsed.data;
        continue;
      }
      const issue = parsed.error.issues[0];
      const path = issue?.path.length ? `.${issue.path.join('.')}` : key ? `.${key}` : '';
      problems.push({ field: `${field}${path}`, message: issue?.message ?? 'invalid value' });
    }
    if (keyed) fields[field] = kept;
  }
  return { fields, problems };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
