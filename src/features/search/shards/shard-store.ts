/**
 * The files of a sharded locale (bundle-format.ts SearchShardManifest) as
 * the page has them: each fetched once and kept for the session (the HTTP
 * cache and the service worker keep them longer: their URLs carry the
 * buildId). Lookups never wait: what is not here yet is noted as missing,
 * the caller fetches all of it at once (`fetchMissing`) and asks again. A
 * file that cannot be had (offline and never stored) counts as empty for
 * this query and marks the answer incomplete; the next query tries again.
 */
import type {
  SearchCompletionList,
  SearchPageFragment,
  SearchShardManifest,
  SearchTermShard,
  SearchTypoList,
} from '../../../../build-content/bundle-format';
import { fetchJson } from '../../../data/fetch-json';
import { lowerBound, type Vocabulary } from '../vocabulary';
import {
  completionPath,
  isPageFragment,
  pageFragmentPath,
  shardKeyOf,
  termShardPath,
  typoListPath,
} from './shard-paths';
import {
  type CompletionData,
  completionsOf,
  type Shard,
  shardOf,
  type TermData,
  typoWordsOf,
} from './term-records';

export class ShardStore {
  /** Shard keys with their shard's number. */
  private readonly keyIndex = new Map<string, number>();
  private readonly completionIndex = new Map<string, number>();
  /** Shard keys and completion prefixes, sorted: where the files split a prefix. */
  private readonly splits: string[];
  private readonly files = new Map<string, unknown>();
  private readonly requests = new Map<string, Promise<void>>();
  /** Lookups that found no file (missing or unavailable): a result computed meanwhile lacked one. */
  misses = 0;
  /** Files a lookup needed and did not find, since `beginQuery`. */
  private missing = new Set<string>();
  /** Counts the files loaded: answers computed before a load may have lacked them. */
  loads = 0;
  /** Files that could not be had during this query: treated as empty. */
  private unavailable = new Set<string>();
  /** Page sections start: `sectionStarts[page]` is the page's first section id. */
  private readonly sectionStarts: number[] = [];

  constructor(
    readonly manifest: SearchShardManifest,
    private readonly base: string,
  ) {
    manifest.keys.forEach((key, index) => {
      this.keyIndex.set(key, index);
    });
    manifest.completions.forEach((prefix, index) => {
      this.completionIndex.set(prefix, index);
    });
    this.splits = [...new Set([...manifest.keys, ...manifest.completions])].sort();
    let start = 0;
    for (const count of manifest.sectionCounts) {
      this.sectionStarts.push(start);
      start += count;
    }
  }

  /**
   * Runs `lookups` without touching the running query's record of missing
   * files; returns their result and whether they lacked some file.
   */
  peek<T>(lookups: () => T): { result: T; lacking: boolean } {
    const missing = this.missing;
    this.missing = new Set();
    try {
      const result = lookups();
      return { result, lacking: this.missing.size > 0 };
    } finally {
      this.missing = missing;
    }
  }

  /** The files the lookups so far found lacking. */
  lackedFiles(): string[] {
    return [...this.missing];
  }

  /** Notes files the running query needs, found lacking by a lookup made just before it. */
  expect(paths: Iterable<string>): void {
    for (const path of paths) if (!this.files.has(path)) this.missing.add(path);
  }

  beginQuery(): void {
    this.missing = new Set();
    this.unavailable = new Set();
  }

  get hasMissing(): boolean {
    return this.missing.size > 0;
  }

  /** Some missing file is a page fragment (the bulk of a query's bytes). */
  get missesPages(): boolean {
    for (const path of this.missing) if (isPageFragment(path)) return true;
    return false;
  }

  /** Some file this query needed could not be had (offline): its answer may lack results. */
  get incomplete(): boolean {
    return this.unavailable.size > 0;
  }

  /** Fetches every missing file; one that fails stays unavailable for this query. */
  async fetchMissing(): Promise<void> {
    const wanted = [...this.missing];
    this.missing = new Set();
    await Promise.all(wanted.map((path) => this.load(path)));
  }

  /** Fetches files no query waits for yet; one that fails is asked again when needed. */
  async prefetch(paths: readonly string[]): Promise<void> {
    await Promise.all(paths.map((path) => this.request(path).catch(() => {})));
  }

  private load(path: string): Promise<void> {
    return this.request(path).catch(() => {
      this.unavailable.add(path);
    });
  }

  private request(path: string): Promise<void> {
    let request = this.requests.get(path);
    if (!request) {
      request = fetchJson<unknown>(`${this.base}/${path}`).then(
        (file) => {
          this.files.set(path, this.parse(path, file));
          this.loads += 1;
        },
        (error: unknown) => {
          // Not kept: the next query asks again (the network may be back).
          this.requests.delete(path);
          throw error;
        },
      );
      this.requests.set(path, request);
    }
    return request;
  }

  /** Words one character longer than `prefix` at which the files split it. */
  splitsAfter(prefix: string): Set<string> {
    const next = new Set<string>();
    for (let at = lowerBound(this.splits, prefix); at < this.splits.length; at += 1) {
      const split = this.splits[at];
      if (!split.startsWith(prefix)) break;
      const character = split.codePointAt(prefix.length);
      if (character !== undefined) next.add(prefix + String.fromCodePoint(character));
    }
    return next;
  }

  /**
   * Files these words would be looked up in (their completions and their
   * own records) that are neither here nor on their way. `shards: false`:
   * completion lists only.
   */
  filesOf(words: Iterable<string>, { shards = true } = {}): string[] {
    const paths = new Set<string>();
    for (const word of words) {
      const list = this.completionIndex.get(word);
      if (list !== undefined) paths.add(completionPath(this.manifest.locale, list));
      const key = shards ? shardKeyOf(word, this.keyIndex) : undefined;
      if (key !== undefined)
        paths.add(termShardPath(this.manifest.locale, this.keyIndex.get(key) as number));
    }
    return this.notHere(paths);
  }

  /** The fragments of these pages that are neither here nor on their way. */
  filesOfPages(pages: Iterable<number>): string[] {
    return this.notHere([...pages].map((page) => pageFragmentPath(this.manifest.locale, page)));
  }

  /** The paths neither loaded nor on their way. */
  private notHere(paths: Iterable<string>): string[] {
    return [...paths].filter((path) => !this.files.has(path) && !this.requests.has(path));
  }

  private parse(path: string, file: unknown): unknown {
    if (path.includes('/t/')) return shardOf(file as SearchTermShard);
    if (path.includes('/c/')) return completionsOf(file as SearchCompletionList);
    if (path.includes('/typo/')) return typoWordsOf(file as SearchTypoList);
    return file;
  }

  /** A file if loaded; else noted missing (unless it could not be had) and undefined. */
  private file<T>(path: string): T | undefined {
    const file = this.files.get(path);
    if (file === undefined) {
      this.misses += 1;
      if (!this.unavailable.has(path)) this.missing.add(path);
    }
    return file as T | undefined;
  }

  /** The shard a term belongs to, or null when no shard can hold it. */
  private shardFor(term: string): Shard | null | undefined {
    const key = shardKeyOf(term, this.keyIndex);
    if (key === undefined) return null;
    return this.file<Shard>(termShardPath(this.manifest.locale, this.keyIndex.get(key) as number));
  }

  /** Where a term is found; a completion list's capped record when its shard is not needed. */
  term(word: string, needFull = true): TermData | undefined {
    if (!needFull) {
      for (const prefix of this.completionPrefixesOf(word)) {
        const data = this.completionFile(prefix)?.terms.get(word);
        if (data) return data;
      }
    }
    return this.shardFor(word)?.terms.get(word);
  }

  /** Held completion lists whose prefix starts `word` (no fetch). */
  private *completionPrefixesOf(word: string): Generator<string> {
    for (let end = word.length - 1; end > 0; end -= 1) {
      const prefix = word.slice(0, end);
      if (this.completionIndex.has(prefix)) {
        const path = completionPath(
          this.manifest.locale,
          this.completionIndex.get(prefix) as number,
        );
        if (this.files.has(path)) yield prefix;
      }
    }
  }

  private completionFile(prefix: string): CompletionData | undefined {
    const index = this.completionIndex.get(prefix);
    if (index === undefined) return undefined;
    return this.file<CompletionData>(completionPath(this.manifest.locale, index));
  }

  /** Completions of `prefix` among text words (`body`) or field words, most used first. */
  completions(prefix: string, limit: number, body: boolean): string[] {
    if (this.completionIndex.has(prefix)) {
      const list = this.completionFile(prefix);
      return list ? (body ? list.body : list.fields).slice(0, limit) : [];
    }
    const shard = this.shardFor(prefix);
    if (!shard) return [];
    return (body ? shard.bodyWords : shard.fieldWords).completions(prefix, limit);
  }

  /** The typo lists of words of these lengths. */
  typoLists(shortest: number, longest: number): Vocabulary[] {
    const lists: Vocabulary[] = [];
    for (let length = shortest; length <= longest; length += 1) {
      for (const name of this.manifest.typo[String(length)] ?? []) {
        const list = this.file<Vocabulary>(typoListPath(this.manifest.locale, name));
        if (list) lists.push(list);
      }
    }
    return lists;
  }

  /** A page's fragment if loaded, else noted missing. */
  page(id: number): SearchPageFragment | undefined {
    return this.file<SearchPageFragment>(pageFragmentPath(this.manifest.locale, id));
  }

  /** The page a section id belongs to. */
  pageOfSection(section: number): number {
    const starts = this.sectionStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (starts[mid] <= section) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}
