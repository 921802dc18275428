import { z } from 'zod';
import { label } from './common.ts';

/**
 * The search glossary (config/search-glossary.ts): groups of two or more
 * words readers use for one thing, synonyms, abbreviations and other
 * products' names. Default: none.
 */
export const searchGlossarySchema = z.array(z.array(label).min(2)).default([]);

/** Keys of config/search-glossary.ts. */
export const searchKeys = {
  searchGlossary: searchGlossarySchema,
};
