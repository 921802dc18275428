/** The dated sections of the site (build-content/lib/collections lists the same folders). */
export const collectionSections = {
  changelog: { label: 'Changelog', route: '/changelog' },
  blog: { label: 'Blog', route: '/blog' },
  customers: { label: 'Customers', route: '/customers' },
} as const;

export type CollectionName = keyof typeof collectionSections;

/** Author pages live at /authors/{handle}. */
export const authorRoute = (handle: string) => `/authors/${handle}`;
