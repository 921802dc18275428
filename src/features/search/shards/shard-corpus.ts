/**
 * The whole index's figures (corpus-source.ts) from a sharded locale's
 * files: word counts, completions and text postings come from the shards,
 * so the engine, holding only the pages a query needs, ranks them as the
 * whole index would.
 */
import type { CorpusSource, WordList } from '../corpus-source';
import { SEARCH_SETTINGS, TYPOS } from '../engine-settings';
import type { ShardStore } from './shard-store';

/** Ids a completion list keeps per word (build-content/lib/search-shards/shard-files.ts). */
const COMPLETION_SECTIONS = SEARCH_SETTINGS.candidatesPerTerm / 4;

export class ShardCorpus implements CorpusSource {
  readonly body: WordList;
  readonly fields: WordList;

  constructor(private readonly store: ShardStore) {
    this.body = {
      count: (word) => store.term(word, false)?.body ?? 0,
      completions: (prefix, limit) => store.completions(prefix, limit, true),
      near: () => [],
    };
    this.fields = {
      count: (word) => store.term(word, false)?.fields ?? 0,
      completions: (prefix, limit) => store.completions(prefix, limit, false),
      near: () => [],
    };
  }

  get sections(): number {
    return this.store.manifest.sections;
  }

  get textLength(): number {
    return this.store.manifest.textLength;
  }

  lookupBody(term: string, limit: number): readonly number[] {
    let data = this.store.term(term, limit <= COMPLETION_SECTIONS);
    // A completion list's record is cut; a longer lookup needs the shard's.
    if (
      data?.capped &&
      data.bodySections.length >= COMPLETION_SECTIONS &&
      limit > COMPLETION_SECTIONS
    )
      data = this.store.term(term, true) ?? data;
    if (!data) return [];
    return data.bodySections.length > limit ? data.bodySections.slice(0, limit) : data.bodySections;
  }

  typoWords(word: string): readonly WordList[] {
    const reach = word.length >= TYPOS.twoEditsFrom ? 2 : 1;
    return this.store.typoLists(Math.max(1, word.length - reach), word.length + reach);
  }
}
