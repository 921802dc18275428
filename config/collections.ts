/**
 * The dated sections of the site, as the app labels and links them; the build
 * takes its rules (folders, labels, author pages) from content/_collections.json,
 * which must name the same collections.
 */
export const collectionSections = {
  changelog: { label: 'Changelog', route: '/changelog' },
  blog: { label: 'Blog', route: '/blog' },
  customers: { label: 'Customers', route: '/customers' },
} as const;

export type CollectionName = keyof typeof collectionSections;

/** Author pages live at /authors/{handle}. */
export const authorRoute = (handle: string) => `/authors/${handle}`;
