/// <reference lib="webworker" />
/**
 * Builds and queries the search index off the page's thread: a large site's
 * index takes longer to build than a frame lasts.
 */
import type { SearchChunk } from '../../../build-content/bundle-format';
import type { SearchEngine } from './engine';
import { startIndexing } from './indexing';
import { fetchChunk } from './search-chunk';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

// Fetch the engine code while the chunk downloads.
void import('flexsearch');
void import('./engine');

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerResponse) => scope.postMessage(message);
let engine: SearchEngine | null = null;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    try {
      const started = performance.now();
      const response = await fetchChunk(request.url);
      const text = await response.text();
      const downloadMs = performance.now() - started;
      const chunk = JSON.parse(text) as SearchChunk;
      engine = await startIndexing(chunk, () => post({ type: 'indexed' }));
      post({ type: 'ready', downloadMs });
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const started = performance.now();
  const hits = engine ? engine.search(request.query) : [];
  post({ type: 'results', id: request.id, hits, ms: performance.now() - started });
};
