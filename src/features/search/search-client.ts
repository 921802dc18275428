/**
 * The page's handle on a locale's search index: fetches the locale's chunk
 * once, builds the index in a worker (in the page, in slices, where workers
 * are missing) and answers queries. One client per build and locale, cached
 * for the session; a failed load is forgotten so the next focus retries.
 */
import type { SearchShardManifest } from '../../../build-content/bundle-format';
import { searchChunkUrl, searchHeadUrl } from '../../data/content-urls';
import { fetchJson } from '../../data/fetch-json';
import { fetchChunk, fetchChunks } from './search-chunk';
import type { PageHit, QueryOptions } from './search-types';
import { noteTyping, whenTypingPauses } from './typing-pause';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

export interface SearchAnswer {
  hits: PageHit[];
  /** Time the engine spent on the query. */
  ms: number;
  /** A newer query replaced this one before it ran; `hits` is empty. */
  superseded?: boolean;
  /** Part of a sharded index could not be had (offline, not saved): results may be missing. */
  incomplete?: boolean;
}

export interface SearchClient {
  search(query: string, options?: QueryOptions): Promise<SearchAnswer>;
  /**
   * An answer at once, from what is in memory, for a query whose answer
   * must wait for the network (a sharded index); null when there is none.
   */
  preview?(query: string): PageHit[] | null;
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
 * Indexing gives way to typing. The answer to a key and its drawing take
 * about 10-20 ms of the page's and the answering worker's time, which a busy
 * third thread (or the full chunk's download and decompression) on a
 * two-core machine doubles. So the full chunk is requested once typing
 * pauses for TYPING_PAUSE_MS, and while it is indexed each key holds the
 * indexing for HOLD_MS.
 */
const TYPING_PAUSE_MS = 250;
const HOLD_MS = 50;

/** Indexing workers that give way to typing, until they take the queries over. */
const indexingWorkers = new Set<Worker>();

/** Called on every change of a search box's text, answered or not yet. */
export function readerTyped(): void {
  noteTyping();
  for (const worker of indexingWorkers)
    worker.postMessage({ type: 'hold', ms: HOLD_MS } satisfies WorkerRequest);
}

const searchWorker = () =>
  new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });

/**
 * Two workers. One indexes the head chunk (titles, headings, snippets) and
 * answers within a moment of focus; the other downloads the full chunk
 * itself (the page's thread never receives, copies or decodes its
 * megabytes), indexes section text and, once done, takes the queries over.
 * So no keystroke waits behind indexing. The head chunk is requested by the
 * page, so it is on its way while the worker starts; its bytes stream on
 * undecoded. The second worker starts once the first answers (starting a
 * worker takes a two-core machine's time that the first answers need) and
 * requests the full chunk once typing pauses (sharing the connection would
 * delay the first answer). Without a head, it does both.
 */
function workerClient(url: string, headUrl: string): Promise<SearchClient> {
  const titles = searchWorker();
  /** The worker with section text, once started (see `startAll`). */
  let all: Worker | null = null;
  // Requested while the worker thread starts (tens of milliseconds), then handed over as a stream.
  const requestedHead = fetchChunk(headUrl).catch(() => null);
  const indexed = new IndexedSignal();
  const answers = answerChannel();
  const pending = new Map<number, { resolve: (answer: SearchAnswer) => void; started: number }>();
  /** The worker queries go to: `titles` once ready, `all` once indexed (or when there is no head). */
  let answering: Worker | null = null;
  /** A worker replaced while it had a query to answer; let go of once that answer is in. */
  let replaced: Worker | null = null;
  // One query at a time; keystrokes that arrive meanwhile replace each other,
  // so a fast typist never queues answers nobody will see.
  let inFlight = false;
  let queued: { id: number; query: string } | null = null;
  let nextId = 0;
  const send = (id: number, query: string) => {
    inFlight = true;
    answering?.postMessage({ type: 'search', id, query } satisfies WorkerRequest);
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
    replaced?.terminate();
    replaced = null;
    const request = pending.get(message.id);
    pending.delete(message.id);
    inFlight = false;
    if (queued) send(queued.id, queued.query);
    queued = null;
    if (!request) return;
    // Round trip as the page sees it, for `npm run bench`.
    performance.measure('search:query', { start: request.started, detail: message.ms });
    request.resolve({ hits: message.hits, ms: message.ms });
  };
  if (answers)
    answers.onmessage = (event: MessageEvent<WorkerResponse>) => {
      if (event.data.type === 'results') onResults(event.data);
    };

  return new Promise((resolve, reject) => {
    const answerFrom = (worker: Worker) => {
      answering = worker;
      resolve(client);
    };
    const fail = (message: string) => {
      // Titles that answer already keep answering; without them the next focus starts afresh.
      if (answering === titles)
        return console.error('search: section text index did not load', message);
      titles.terminate();
      if (all) {
        all.terminate();
        indexingWorkers.delete(all);
      }
      answers?.close();
      reject(new Error(message));
    };
    const onAllMessage = (worker: Worker, message: WorkerResponse) => {
      if (message.type === 'ready' && !answering) answerFrom(worker);
      else if (message.type === 'indexed') {
        performance.mark('search:indexed');
        if (answering === titles) {
          if (inFlight) replaced = titles;
          else titles.terminate();
        }
        answering = worker;
        indexingWorkers.delete(worker);
        indexed.fire();
      } else if (message.type === 'error') fail(message.message);
      else if (message.type === 'results') onResults(message);
    };
    const startAll = () => {
      if (all) return all;
      const worker = searchWorker();
      all = worker;
      indexingWorkers.add(worker);
      worker.onerror = (event) => fail(event.message || 'search worker failed');
      worker.onmessage = (event: MessageEvent<WorkerResponse>) => onAllMessage(worker, event.data);
      return worker;
    };
    const loadAll = once(() =>
      whenTypingPauses(TYPING_PAUSE_MS, () =>
        startAll().postMessage({
          type: 'load',
          part: 'all',
          url,
          answers: answers?.name,
        } satisfies WorkerRequest),
      ),
    );
    titles.onerror = () => {
      titles.terminate();
      loadAll();
    };
    titles.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'ready') {
        // Each step's share of "ready", for `npm run bench` (the page has no resource entry for the download).
        for (const [phase, duration] of Object.entries(message.phases))
          performance.measure(`search:${phase}`, { start: 0, duration });
        answerFrom(titles);
        startAll();
      } else if (message.type === 'error') titles.terminate();
      else if (message.type === 'results') return onResults(message);
      loadAll();
    };
    const load = { type: 'load', part: 'titles', url: headUrl, answers: answers?.name } as const;
    void requestedHead.then((head) => {
      // A head that could not be had is not asked for twice: the full chunk does both.
      if (!head?.body) {
        titles.terminate();
        return loadAll();
      }
      try {
        titles.postMessage({ ...load, body: head.body } satisfies WorkerRequest, [head.body]);
      } catch {
        // A browser that cannot transfer streams: the worker requests the head itself.
        titles.postMessage(load satisfies WorkerRequest);
      }
    });
  });
}

/** `run` on the first call only. */
function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
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

/** A sharded locale's client: its manifest is fetched while the client's code loads, not after. */
function shardedLocale(buildId: string, shards: string): Promise<SearchClient> {
  const manifest = fetchJson<SearchShardManifest>(`/_content/${buildId}/${shards}`);
  // Handled where it is awaited; a failed import must not leave it unhandled.
  manifest.catch(() => {});
  return import('./shards/sharded-client').then(({ shardedClient }) =>
    shardedClient(buildId, manifest),
  );
}

/**
 * The locale's client, loading chunk and engine on the first call only.
 * `shards`: the locale's shard manifest (ContentManifest.searchShards), for a
 * locale too large to ship whole: its client fetches per query instead.
 */
export function loadSearchClient(
  buildId: string,
  locale: string,
  shards?: string,
): Promise<SearchClient> {
  const url = searchChunkUrl(buildId, locale);
  let client = clients.get(url);
  if (!client) {
    const started = performance.now();
    const headUrl = searchHeadUrl(buildId, locale);
    client = (
      shards
        ? shardedLocale(buildId, shards)
        : typeof Worker === 'function'
          ? workerClient(url, headUrl)
          : inPageClient(url, headUrl)
    ).then((ready) => {
      performance.measure('search:ready', { start: started });
      return ready;
    });
    client.catch(() => clients.delete(url));
    clients.set(url, client);
  }
  return client;
}
