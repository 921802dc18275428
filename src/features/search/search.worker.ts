/// <reference lib="webworker" />
/**
 * Builds and queries the search index off the page's thread: a large site's
 * index takes longer to build than a frame lasts.
 */
import type { SearchEngine } from './engine';
import { startIndexing } from './indexing';
import { fetchChunks } from './search-chunk';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

// FlexSearch (for section text) downloads alongside the chunk.
void import('flexsearch');

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
      const handedOver = request.head && new Response(request.head);
      const { head, loadFull } = await fetchChunks(request.url, request.headUrl, handedOver);
      const loaded = await startIndexing(head, loadFull, started, () => post({ type: 'indexed' }));
      engine = loaded.engine;
      post({ type: 'ready', phases: loaded.phases });
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const started = performance.now();
  const hits = engine ? engine.search(request.query) : [];
  answer({ type: 'results', id: request.id, hits, ms: performance.now() - started });
};
