import { z } from 'zod';
import { href, label, route } from './common.ts';

/** Cookbook groups in display order; a notebook names its group in metadata.cookbook.group. */
export const cookbookGroupsSchema = z
  .array(z.object({ key: z.string().regex(/^[a-z][a-z0-9-]*$/), title: label }).strict())
  .default([]);

/**
 * Where a tree's notebooks are and where they are served; null (the default):
 * the tree has no notebook pages. Routes have no trailing slash.
 */
export const notebookLayoutSchema = z
  .object({
    folder: z.string().regex(/^[A-Za-z0-9][\w.-]*$/, 'one folder name of the content tree'),
    guideRoute: route.regex(/[^/]$/, 'a route without a trailing slash'),
    downloadRoute: route.regex(/[^/]$/, 'a route without a trailing slash'),
  })
  .strict()
  .nullable()
  .default(null);

/** The dated sections the app labels (a tree declares their rules in _collections.json). */
export const collectionSectionsSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.object({ label, route }).strict())
  .default({});

const footerLink = z.object({ title: label, href }).strict();

/** Site-wide footer (SPEC.md §2 "Footer"): five columns, in order. */
export const footerColumnsSchema = z
  .array(
    z
      .object({
        title: z.enum(['Platform', 'Integrations', 'Resources', 'About', 'Legal']),
        links: z.array(footerLink).min(1),
      })
      .strict(),
  )
  .default([]);

/** Open-source projects listed on /oss-friends. */
export const ossFriendsSchema = z
  .array(z.object({ name: label, description: label, href: href }).strict())
  .default([]);

/**
 * Bytes of a locale's page map (uncompressed JSON) above which it is read in
 * parts, one per top-level `page` section with pages, so a page loads its own
 * section's tree and not the whole site's. 0 splits every locale that has such
 * a section. Default 250,000 (about 50 KB gzip).
 */
export const pageMapSplitAboveSchema = z.number().int().min(0).default(250_000);

/** Keys of config/cookbook.ts, collections.ts, footer.ts, oss-friends.ts and page-map.ts. */
export const contentKeys = {
  pageMapSplitAbove: pageMapSplitAboveSchema,
  cookbookGroups: cookbookGroupsSchema,
  notebookLayout: notebookLayoutSchema,
  collectionSections: collectionSectionsSchema,
  footerColumns: footerColumnsSchema,
  ossFriends: ossFriendsSchema,
};
