import type { PageHit } from './search-types';

/** Messages from the page to the search worker. */
export type WorkerRequest =
  /** The chunk's address: the worker downloads and parses it, so 7 MB never pass through the page's thread. */
  { type: 'load'; url: string } | { type: 'search'; id: number; query: string };

/** Messages from the search worker to the page. */
export type WorkerResponse =
  /** Titles and headings are indexed: queries are answered from now on. */
  | { type: 'ready'; downloadMs: number }
  /** Section text is indexed too: answers are complete from now on. */
  | { type: 'indexed' }
  | { type: 'error'; message: string }
  | { type: 'results'; id: number; hits: PageHit[]; ms: number };
