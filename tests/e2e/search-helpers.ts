import type { Page } from '@playwright/test';
import { holdRequests } from './shell-helpers';

/** The locale's two search chunks: the head (titles, headings, snippets) and the full text. */
export const SEARCH_CHUNKS = /\/_content\/[^/]+\/search\/en-US(\.head)?\.json$/;

/** The head chunk alone. */
export const SEARCH_HEAD_CHUNK = /\/_content\/[^/]+\/search\/en-US\.head\.json$/;

/** Holds the search chunks `chunks` matches (both, unless told) until the returned function is called. */
export async function holdSearchChunks(page: Page, chunks = SEARCH_CHUNKS): Promise<() => void> {
  return (await holdRequests(page, chunks)).release;
}
