import { z } from 'zod';

/**
 * The front matter keys the site reads (SPEC.md §3 "Page front matter"), each
 * with its type. Other keys pass through untouched: collections check their
 * own (date, authors), and a foreign tree's extra keys are its business.
 * A scalar where text is expected is taken as text (`title: 2024`), as
 * Nextra shows it.
 */
const text = z.union([z.string(), z.number(), z.boolean()], {
  errorMap: () => ({ message: 'expected text' }),
});
const location = z.string({ invalid_type_error: 'expected a URL or path' }).min(1);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])], {
  errorMap: () => ({ message: 'expected true or false' }),
});

const frontMatterFields = {
  /** Page title; without it the first `#` heading, then the file name. */
  title: text.transform(String),
  /** Shorter title for the sidebar. */
  sidebarTitle: text.transform(String),
  /** Meta description and search snippet. */
  description: text.transform(String),
  /** Canonical URL when the page's content lives elsewhere too. */
  canonical: location,
  /** Image shown with the page (collections, cards). */
  image: location,
  /** `<title>` when it should differ from the heading. */
  seoTitle: text.transform(String),
  /** Social preview image instead of the generated one. */
  ogImage: location,
  /** Social preview video. */
  ogVideo: location,
  /** Keep the page out of search engines and the sitemap. */
  noindex: flag.transform((value) => value === true || value === 'true'),
  /** Badge shown in the page footer. */
  label: text.transform(String),
  /**
   * Words readers search with for the page (build-content/lib/search-keywords.ts):
   * a list, or one string with commas between them. Indexed, never shown.
   */
  keywords: z.union([z.string(), z.array(z.string())], {
    errorMap: () => ({ message: 'expected a list of words or one comma-separated string' }),
  }),
} satisfies Record<string, z.ZodTypeAny>;

/** One front matter problem: the key it is about, and for list items the offending value. */
export interface FieldProblem {
  key: string;
  value?: string;
  message: string;
}

/**
 * Checks the known keys one by one: a bad value is dropped (the page builds
 * as if the key were absent) and reported, the others are kept as parsed.
 */
export function checkFrontMatter(value: Record<string, unknown>): {
  value: Record<string, unknown>;
  problems: FieldProblem[];
} {
  const result: Record<string, unknown> = { ...value };
  const problems: FieldProblem[] = [];
  for (const [key, schema] of Object.entries(frontMatterFields)) {
    if (!(key in value) || value[key] === null) continue;
    const parsed = schema.safeParse(value[key]);
    if (parsed.success) result[key] = parsed.data;
    else {
      delete result[key];
      problems.push({ key, message: parsed.error.issues[0]?.message ?? 'invalid value' });
    }
  }
  return { value: result, problems };
}
