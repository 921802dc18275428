/**
 * How the site's page map is shipped (schema: config/schemas/content.ts). A
 * locale whose page map is larger than `pageMapSplitAbove` bytes is read in
 * parts, one per navbar section (README "Bundle format"): a page loads its
 * own section's tree, not the whole site's. This site's maps (about 100 KB a
 * locale) stay whole. Another content tree sets its own in `_site.json`.
 */
export const pageMapSplitAbove = 250_000;
