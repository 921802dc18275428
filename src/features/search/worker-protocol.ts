import type { PageHit } from './search-types';

/** Messages from the page to the search worker. */
export type WorkerRequest =
  /** The chunk's response body, read in the worker so the page's thread never touches 7 MB. */
  | { type: 'load'; body: ReadableStream<Uint8Array> }
  | { type: 'search'; id: number; query: string };

/** Messages from the search worker to the page. */
export type WorkerResponse =
  /** Titles and headings are indexed: queries are answered from now on. */
  | { type: 'ready' }
  /** Section text is indexed too: answers are complete from now on. */
  | { type: 'indexed' }
  | { type: 'error'; message: string }
  | { type: 'results'; id: number; hits: PageHit[]; ms: number };
