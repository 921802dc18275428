/// <reference lib="webworker" />
/**
 * Builds and queries the search index off the page's thread: a large site's
 * index takes longer to build than a frame lasts. The page runs two (see
 * search-client.ts): one with titles and headings that answers at once, one
 * that indexes everything and then takes over.
 */
import type { SearchEngine } from './engine';
import { indexSectionText, indexTitles, warmUp } from './indexing';
import { fetchChunk } from './search-chunk';
import { holdFor } from './turns';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerResponse) => scope.postMessage(message);
let engine: SearchEngine | null = null;
/** Where answers go (see worker-protocol.ts); the worker's own port until the page names a channel. */
let answer: (message: WorkerResponse) => void = post;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    if (request.answers) {
      const channel = new BroadcastChannel(request.answers);
      answer = (message) => channel.postMessage(message);
    }
    try {
      const started = performance.now();
      // FlexSearch (for section text) downloads alongside the full chunk.
      if (request.part === 'all') import('flexsearch').catch(() => {});
      const chunk = request.body ? new Response(request.body) : await fetchChunk(request.url);
      const loaded = await indexTitles(chunk, started);
      engine = loaded.engine;
      post({ type: 'ready', phases: loaded.phases });
      if (request.part === 'titles') warmUp(loaded.engine);
      else indexSectionText(loaded.engine, Promise.resolve(), () => post({ type: 'indexed' }));
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  if (request.type === 'hold') return holdFor(request.ms);
  const started = performance.now();
  const hits = engine ? engine.search(request.query) : [];
  answer({ type: 'results', id: request.id, hits, ms: performance.now() - started });
};
