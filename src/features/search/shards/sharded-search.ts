/**
 * Search over a sharded locale (bundle-format.ts SearchShardManifest): for
 * each query, the shards of its words, then the pages that may answer it
 * (page-choice.ts), are fetched, and the navbar's own engine, holding those
 * pages and the whole index's figures (shard-corpus.ts), ranks them. A
 * lookup that needs a file not yet here notes it; the query runs again
 * once every such file is in, so the answer is always computed on complete
 * data (or on what could be had, offline, and then says so).
 */
import type { SearchShardManifest } from '../../../../build-content/bundle-format';
import { SearchEngine } from '../engine';
import { queryTerms } from '../query-terms';
import type { PageHit, QueryOptions } from '../search-types';
import { PageChoice } from './page-choice';
import { ShardCorpus } from './shard-corpus';
import { ShardStore } from './shard-store';

/** Each round fetches what the last one found missing: words, their corrections, pages, completions. */
const MAX_ROUNDS = 8;

/**
 * The shortest word all of whose next key's shards are fetched ahead: under
 * one letter they are the index's largest (130 KB gzip under "t" at 10,000
 * pages); under two, a few KB. A shorter word gets its next key's
 * completion lists (a few KB each: words without their postings) and the
 * shards of the LIKELY_NEXT next keys its most used words go on with.
 */
const SHARDS_AHEAD_FROM_LENGTH = 2;
const LIKELY_NEXT = 3;

export interface ShardedAnswer {
  hits: PageHit[];
  /** Some file could not be had (offline and not saved): results may be missing. */
  incomplete: boolean;
  /** Given up before its pages were fetched: a newer query replaced it. */
  superseded?: boolean;
}

/** `onPreview` is called once the query's words are in and only its pages are missing. */
export interface SearchOptions extends QueryOptions {
  /**
   * Called before page fragments are fetched; resolving false gives the
   * query up (a key typed meanwhile makes its pages useless to fetch).
   */
  beforePages?: () => Promise<boolean>;
}

export class ShardedSearch {
  private readonly store: ShardStore;
  private readonly corpus: ShardCorpus;
  private readonly engine: SearchEngine;
  private readonly choice: PageChoice;
  private readonly held = new Set<number>();
  /** store.loads when the engine's caches were last cleared. */
  private seenLoads = 0;
  /**
   * The files the last preview's choice of pages lacked: what the first
   * round of the same query's search would find missing and fetch.
   */
  private previewLacked: { query: string; loads: number; files: string[] } | null = null;

  /** `base`: the URL of the build's folder (/_content/<buildId>). */
  constructor(manifest: SearchShardManifest, base: string) {
    this.store = new ShardStore(manifest, base);
    this.corpus = new ShardCorpus(this.store);
    this.engine = new SearchEngine(this.corpus);
    this.choice = new PageChoice(this.store, this.corpus);
  }

  /** Pages whose fragments are in; the rest are noted missing. */
  private holdPages(pages: readonly number[]): void {
    let added = false;
    for (const page of pages) {
      if (this.held.has(page)) continue;
      const fragment = this.store.page(page);
      if (!fragment) continue;
      this.engine.addPage(fragment.route, fragment.entry, {
        page,
        firstSection: fragment.firstSection,
        weight: fragment.weight,
        hidden: fragment.hidden,
      });
      this.held.add(page);
      added = true;
    }
    if (added) this.engine.finishPages();
  }

  /** Answers computed before a file arrived are forgotten. */
  private forgetStale(): void {
    if (this.store.loads === this.seenLoads) return;
    this.seenLoads = this.store.loads;
    this.engine.clearCaches();
  }

  /**
   * An answer from the pages held now, for a query whose own answer must
   * wait for files (its pages come after a typing pause): null when nothing
   * is missing (the answer itself is at hand) or when the held pages answer
   * nothing (the list on screen is better than none).
   */
  preview(query: string): PageHit[] | null {
    let chosenLacked: string[] = [];
    const { result: hits, lacking } = this.store.peek(() => {
      const pages = this.choice.choose(query);
      // What the search's first round would fetch: the files its choice of pages lacks.
      chosenLacked = this.store.lackedFiles();
      // Pages already fetched join the engine; those still to come are what it lacks.
      this.holdPages(pages);
      this.forgetStale();
      return this.engine.search(query);
    });
    this.previewLacked = { query, loads: this.store.loads, files: chosenLacked };
    if (!lacking) return null;
    // Ranked without the missing files: not kept for the real answer (a complete one is,
    // so the search that follows finds it ranked).
    this.engine.clearCaches();
    return hits.length > 0 ? hits : null;
  }

  /**
   * Fetches in the background what the next key will look up, for a word
   * being typed at the end of `query`: the files of its forms one character
   * longer, so the next key's preview finds their words in memory.
   */
  async prefetchNextKey(query: string): Promise<void> {
    const last = queryTerms(query).at(-1);
    if (!last || !query.toLowerCase().endsWith(last.text)) return;
    const word = last.text;
    const next = this.store.splitsAfter(word);
    if (word.length >= SHARDS_AHEAD_FROM_LENGTH)
      return this.store.prefetch(this.store.filesOf(next));
    const likely = new Set<string>();
    this.store.peek(() => {
      for (const list of [this.corpus.body, this.corpus.fields])
        for (const completion of list.completions(word, LIKELY_NEXT * 4))
          if (likely.size < LIKELY_NEXT && completion.length > word.length)
            likely.add(completion.slice(0, word.length + 1));
    });
    await this.store.prefetch([
      ...this.store.filesOf(next, { shards: false }),
      ...this.store.filesOf(likely),
    ]);
  }

  /**
   * The query one key later, for the word typed at the end of `query`: its
   * most used longer form (text words first, then titles and headings)
   * tells the key. Null when the query does not end in a word being typed.
   */
  likelyNextQuery(query: string): string | null {
    const last = queryTerms(query).at(-1);
    if (!last || !query.toLowerCase().endsWith(last.text)) return null;
    const word = last.text;
    const { result: longer } = this.store.peek(() =>
      [this.corpus.body, this.corpus.fields]
        .flatMap((list) => list.completions(word, LIKELY_NEXT * 4))
        .find((completion) => completion.length > word.length),
    );
    if (longer === undefined) return null;
    return query + String.fromCodePoint(longer.codePointAt(word.length) as number);
  }

  /**
   * Fetches the pages the likely next key's answer waits for
   * (likelyNextQuery), for a reader who paused, so that key is answered from
   * pages at hand: call it once the next key's words are here
   * (prefetchNextKey). A guess that lacks a file fetches what it could choose.
   */
  async prefetchLikelyPages(query: string): Promise<void> {
    const next = this.likelyNextQuery(query);
    if (!next) return;
    const { result: pages } = this.store.peek(() => this.choice.choose(next));
    await this.store.prefetch(
      this.store.filesOfPages(pages.filter((page) => !this.held.has(page))),
    );
    // Indexed now, while the reader pauses, rather than in the task of the key that needs them.
    this.store.peek(() => this.holdPages(pages));
  }

  /**
   * The files the preview of this very query (nothing loaded since) found
   * its choice lacking: its search fetches them at once instead of making
   * the same choice again to find them, work done in the task that draws
   * the preview.
   */
  private lackedByPreview(query: string): string[] {
    const lacked = this.previewLacked;
    this.previewLacked = null;
    if (lacked?.query !== query || lacked.loads !== this.store.loads) return [];
    return lacked.files;
  }

  async search(query: string, options: SearchOptions = {}): Promise<ShardedAnswer> {
    this.store.beginQuery();
    // The preview's lookup stands for the first round.
    let round = 0;
    const lacked = this.lackedByPreview(query);
    if (lacked.length > 0) {
      this.store.expect(lacked);
      await this.store.fetchMissing();
      round = 1;
    }
    for (; round < MAX_ROUNDS; round += 1) {
      const pages = this.choice.choose(query);
      if (!this.store.hasMissing) this.holdPages(pages);
      if (!this.store.hasMissing) {
        this.forgetStale();
        const hits = this.engine.search(query);
        if (!this.store.hasMissing) {
          const incomplete = this.store.incomplete;
          // What was answered without some file is not kept for the next time it is asked.
          if (incomplete) this.engine.clearCaches();
          return { hits, incomplete };
        }
      }
      if (this.store.missesPages && round > 0 && options.onPreview) {
        const early = this.preview(query);
        if (early) options.onPreview(early);
      }
      if (this.store.missesPages && options.beforePages && !(await options.beforePages()))
        return { hits: [], incomplete: false, superseded: true };
      await this.store.fetchMissing();
    }
    this.forgetStale();
    const hits = this.engine.search(query);
    this.engine.clearCaches();
    return { hits, incomplete: true };
  }
}
