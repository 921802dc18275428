/**
 * The search client of a sharded locale (search-client.ts SearchClient):
 * fetches the shard manifest, then answers each query from the shards and
 * pages it needs (sharded-search.ts), in the page itself: the engine holds a
 * few pages, not the whole locale, so no worker is needed. One query runs
 * at a time; keys typed meanwhile replace each other, as in the worker
 * client, so a fast typist never queues fetches nobody will see.
 */
import type { SearchShardManifest } from '../../../../build-content/bundle-format';
import type { SearchAnswer, SearchClient } from '../search-client';
import type { QueryOptions } from '../search-types';
import { atReadersPace, whenSlowReaderPauses } from '../typing-pause';
import { ShardedSearch } from './sharded-search';

/**
 * A query's pages are fetched once typing pauses this long: at a typist's
 * pace (a key every 100-200 ms) the pages of each prefix ("t", "tr", "tra")
 * would be fetched and never shown. Shards, a few KB each, are not held back.
 */
const PAGE_PAUSE_MS = 150;
/**
 * ...except for the first key and a key typed this long or more after the
 * one before it (slower than a 40-words-a-minute typist): that reader waits
 * on each key's answer, so its pages are fetched at once.
 */
const SLOW_KEY_MS = 300;

/** `manifestLoad`: the shard manifest's fetch, started while this module's code was on its way. */
export async function shardedClient(
  buildId: string,
  manifestLoad: Promise<SearchShardManifest>,
): Promise<SearchClient> {
  const sharded = new ShardedSearch(await manifestLoad, `/_content/${buildId}`);
  let running = false;
  /** The query typed last. */
  let latest = '';
  /**
   * What the next key will look up: its words at once; for a reader who
   * waits on each key, once typing pauses with `query` still the last one
   * typed, the pages its likely next key waits for (a typist fetches none).
   */
  const prefetchAhead = async (query: string) => {
    await sharded.prefetchNextKey(query);
    whenSlowReaderPauses(
      () => {
        if (latest === query) void sharded.prefetchLikelyPages(query);
      },
      { pause: PAGE_PAUSE_MS, slowKey: SLOW_KEY_MS },
    );
  };
  let queued: {
    query: string;
    options: QueryOptions;
    resolve: (answer: SearchAnswer) => void;
  } | null = null;
  const run = async (
    query: string,
    options: QueryOptions,
    resolve: (answer: SearchAnswer) => void,
  ) => {
    running = true;
    const started = performance.now();
    try {
      const { hits, incomplete, superseded } = await sharded.search(query, {
        // Only while no newer key waits: its own preview comes first.
        onPreview: (hits) => {
          if (queued === null) options.onPreview?.(hits);
        },
        beforePages: () =>
          new Promise((go) =>
            atReadersPace(() => go(queued === null), {
              pause: PAGE_PAUSE_MS,
              slowKey: SLOW_KEY_MS,
            }),
          ),
      });
      if (superseded) return resolve({ hits: [], ms: 0, superseded });
      if (queued === null) void prefetchAhead(query);
      const ms = performance.now() - started;
      performance.measure('search:query', { start: started, detail: ms });
      resolve({ hits, ms, ...(incomplete && { incomplete }) });
    } catch {
      resolve({ hits: [], ms: performance.now() - started, incomplete: true });
    } finally {
      running = false;
      const next = queued;
      queued = null;
      if (next) void run(next.query, next.options, next.resolve);
    }
  };
  return {
    preview: (query) => sharded.preview(query),
    search: (query, options = {}) =>
      new Promise((resolve) => {
        latest = query;
        if (!running) return void run(query, options, resolve);
        queued?.resolve({ hits: [], ms: 0, superseded: true });
        queued = { query, options, resolve };
      }),
    // Every answer is the whole index's: nothing is indexed later.
    onIndexed: (callback) => {
      callback();
      return () => {};
    },
  };
}
