/**
 * The page's handle on a locale's search index: fetches the locale's chunk
 * once, builds the index in a worker (in the page, in slices, where workers
 * are missing) and answers queries. One client per build and locale, cached
 * for the session; a failed load is forgotten so the next focus retries.
 */
import { searchChunkUrl, searchHeadUrl } from '../../data/content-urls';
import { fetchChunk, fetchChunks } from './search-chunk';
import type { PageHit } from './search-types';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

export interface SearchAnswer {
  hits: PageHit[];
  /** Time the engine spent on the query. */
  ms: number;
  /** A newer query replaced this one before it ran; `hits` is empty. */
  superseded?: boolean;
}

export interface SearchClient {
  search(query: string): Promise<SearchAnswer>;
  /** Calls back once section text is indexed too (at once if it already is). */
  onIndexed(callback: () => void): () => void;
}

class IndexedSignal {
  private done = false;
  private readonly listeners = new Set<() => void>();
  fire(): void {
    this.done = true;
    for (const listener of this.listeners) listener();
    this.listeners.clear();
  }
  subscribe(callback: () => void): () => void {
    if (this.done) {
      callback();
      return () => {};
    }
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }
}

/**
 * The worker downloads the full chunk itself: the page's thread never
 * receives, copies or decodes its megabytes. The head chunk is requested by
 * the page, so it is on its way while the worker starts; its bytes stream
 * on to the worker undecoded.
 */
function workerClient(url: string, headUrl: string): Promise<SearchClient> {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
  // Requested while the worker thread starts (tens of milliseconds), then handed over as a stream.
  const requestedHead = fetchChunk(headUrl).catch(() => null);
  const indexed = new IndexedSignal();
  const pending = new Map<number, { resolve: (answer: SearchAnswer) => void; started: number }>();
  // One query at a time in the worker; keystrokes that arrive meanwhile replace
  // each other, so a fast typist never queues answers nobody will see.
  let inFlight = false;
  let queued: { id: number; query: string } | null = null;
  let nextId = 0;
  const send = (id: number, query: string) => {
    inFlight = true;
    worker.postMessage({ type: 'search', id, query } satisfies WorkerRequest);
  };
  const sendQueued = () => {
    inFlight = false;
    if (!queued) return;
    send(queued.id, queued.query);
    queued = null;
  };
  const client: SearchClient = {
    search(query) {
      const id = ++nextId;
      return new Promise((resolve) => {
        pending.set(id, { resolve, started: performance.now() });
        if (!inFlight) return send(id, query);
        if (queued) {
          pending.get(queued.id)?.resolve({ hits: [], ms: 0, superseded: true });
          pending.delete(queued.id);
        }
        queued = { id, query };
      });
    },
    onIndexed: (callback) => indexed.subscribe(callback),
  };
  const onResults = (message: Extract<WorkerResponse, { type: 'results' }>) => {
    const request = pending.get(message.id);
    pending.delete(message.id);
    sendQueued();
    if (!request) return;
    // Round trip as the page sees it, for `npm run bench`.
    performance.measure('search:query', { start: request.started, detail: message.ms });
    request.resolve({ hits: message.hits, ms: message.ms });
  };
  const answers = answerChannel();
  if (answers)
    answers.onmessage = (event: MessageEvent<WorkerResponse>) => {
      if (event.data.type === 'results') onResults(event.data);
    };
  return new Promise((resolve, reject) => {
    worker.onerror = (event) => {
      answers?.close();
      reject(new Error(event.message || 'search worker failed'));
    };
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'ready') {
        // Each step's share of "ready", for `npm run bench` (the page has no resource entry for the download).
        for (const [phase, duration] of Object.entries(message.phases))
          performance.measure(`search:${phase}`, { start: 0, duration });
        resolve(client);
      } else if (message.type === 'indexed') {
        performance.mark('search:indexed');
        indexed.fire();
      } else if (message.type === 'error') {
        // The next focus starts a fresh worker; this one has nothing left to do.
        worker.terminate();
        answers?.close();
        reject(new Error(message.message));
      } else onResults(message);
    };
    const load: WorkerRequest = { type: 'load', url, headUrl, answers: answers?.name };
    void requestedHead.then((head) => {
      // A head that could not be had is not asked for twice: the full chunk does both.
      if (!head?.body) return worker.postMessage({ ...load, headUrl: undefined });
      try {
        worker.postMessage({ ...load, head: head.body } satisfies WorkerRequest, [head.body]);
      } catch {
        // A browser that cannot transfer streams: the worker requests the head itself.
        worker.postMessage(load);
      }
    });
  });
}

/** A channel only this page and its worker know (see WorkerRequest), where BroadcastChannel exists. */
function answerChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return new BroadcastChannel(`search-answers-${unique}`);
}

async function inPageClient(url: string, headUrl: string): Promise<SearchClient> {
  const indexed = new IndexedSignal();
  const started = performance.now();
  const [{ head, loadFull }, { startIndexing }] = await Promise.all([
    fetchChunks(url, headUrl),
    import('./indexing'),
  ]);
  const { engine } = await startIndexing(head, loadFull, started, () => indexed.fire());
  return {
    async search(query) {
      const started = performance.now();
      const hits = engine.search(query);
      return { hits, ms: performance.now() - started };
    },
    onIndexed: (callback) => indexed.subscribe(callback),
  };
}

const clients = new Map<string, Promise<SearchClient>>();

/** The locale's client, loading chunk and engine on the first call only. */
export function loadSearchClient(buildId: string, locale: string): Promise<SearchClient> {
  const url = searchChunkUrl(buildId, locale);
  let client = clients.get(url);
  if (!client) {
    const started = performance.now();
    const headUrl = searchHeadUrl(buildId, locale);
    client = (
      typeof Worker === 'function' ? workerClient(url, headUrl) : inPageClient(url, headUrl)
    ).then((ready) => {
      performance.measure('search:ready', { start: started });
      return ready;
    });
    client.catch(() => clients.delete(url));
    clients.set(url, client);
  }
  return client;
}
