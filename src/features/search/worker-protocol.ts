import type { PageHit } from './search-types';

/** Messages from the page to a search worker. */
export type WorkerRequest =
  | {
      type: 'load';
      /**
       * `titles`: the head chunk (titles, headings and snippets) at `url`,
       * searchable in a moment; this worker then only answers. `all`: the
       * full chunk at `url`, section text too; it takes over the answers once
       * indexed, so no query waits behind the indexing.
       */
      part: 'titles' | 'all';
      url: string;
      /**
       * The chunk's body, already requested by the page while the worker
       * started (a transferred stream); without it the worker requests `url`.
       */
      body?: ReadableStream<Uint8Array>;
      /**
       * A BroadcastChannel name, unique to the page, for `results`. Chromium
       * holds a worker's posted messages back until the frame after an input
       * event has been drawn; a channel's are not held, so an answer is drawn
       * one frame after the keystroke rather than two.
       */
      answers?: string;
    }
  | { type: 'search'; id: number; query: string }
  /** The reader typed and another worker answers: start no indexing slice for `ms` (turns.ts). */
  | { type: 'hold'; ms: number };

/** Messages from the search worker to the page. */
export type WorkerResponse =
  /** Titles and headings are indexed: queries are answered from now on. */
  | { type: 'ready'; phases: LoadPhases }
  /** Section text is indexed too and the query path warmed up (part `all`): answers are complete from now on. */
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
