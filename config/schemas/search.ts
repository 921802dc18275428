import { z } from 'zod';
import { label } from './common.ts';

/**
 * The search glossary (config/search-glossary.ts): groups of two or more
 * words readers use for one thing, synonyms, abbreviations and other
 * products' names. Default: none.
 */
export const searchGlossarySchema = z.array(z.array(label).min(2)).default([]);

/**
 * Bytes of a locale's full search chunk (uncompressed JSON, about four times
 * its gzip size) above which its index is sharded: readers fetch the shards
 * of the words they type and the pages that may answer, never the whole
 * locale. 0 shards every locale. Default 1,500,000 (about 400 KB gzip).
 */
export const searchShardAboveSchema = z.number().int().min(0).default(1_500_000);

/**
 * Gzip bytes past which a term shard is split by its terms' next character
 * (a query fetches a shard per word it types). No search file passes 100 KB
 * gzip whatever this says. Default 24,576.
 */
export const searchShardTargetSchema = z
  .number()
  .int()
  .min(256)
  .max(100 * 1024)
  .default(24 * 1024);

/** Keys of config/search-glossary.ts and config/search-index.ts. */
export const searchKeys = {
  searchGlossary: searchGlossarySchema,
  searchShardAbove: searchShardAboveSchema,
  searchShardTarget: searchShardTargetSchema,
};
