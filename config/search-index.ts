/**
 * How the site's search index is shipped (schema: config/schemas/search.ts).
 * A locale whose full search chunk is larger than `searchShardAbove` bytes
 * is sharded: readers fetch the shards of the words they type and the
 * pages that may answer, instead of the whole locale (README "Search").
 * This site's chunks (about 1.1 MB a locale) stay whole. Another content
 * tree sets its own in `_site.json`; 0 shards every locale.
 */
export const searchShardAbove = 1_500_000;

/** Gzip bytes past which a term shard is split further (a query fetches one per word). */
export const searchShardTarget = 24 * 1024;
