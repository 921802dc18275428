import type { PageHit } from './search-types';

/** Messages from the page to the search worker. */
export type WorkerRequest =
  | {
      type: 'load';
      /** The chunk's address: the worker downloads and parses it, so 7 MB never pass through the page's thread. */
      url: string;
      /** The head chunk: titles, headings and snippets, searchable long before the full chunk is in. */
      headUrl?: string;
      /**
       * The head chunk's body, already requested by the page while the
       * worker started (a transferred stream); without it the worker
       * requests `headUrl` itself, and without either it reads the full chunk alone.
       */
      head?: ReadableStream<Uint8Array>;
      /**
       * A BroadcastChannel name, unique to the page, for `results`. Chromium
       * holds a worker's posted messages back until the frame after an input
       * event has been drawn; a channel's are not held, so an answer is drawn
       * one frame after the keystroke rather than two.
       */
      answers?: string;
    }
  | { type: 'search'; id: number; query: string };

/** Messages from the search worker to the page. */
export type WorkerResponse =
  /** Titles and headings are indexed: queries are answered from now on. */
  | { type: 'ready'; phases: LoadPhases }
  /** Section text is indexed too: answers are complete from now on. */
  | { type: 'indexed' }
  | { type: 'error'; message: string }
  | { type: 'results'; id: number; hits: PageHit[]; ms: number };

/** Milliseconds each step of loading took, for `npm run bench`. */
export interface LoadPhases {
  /** From the request to the last route's title and headings indexed (head chunk): download, parse and index overlap. */
  stream: number;
  /** Then dropping duplicate routes and sorting the vocabulary. */
  finish: number;
}
