/**
 * The records of a sharded locale's files as the store keeps them: term
 * shards and completion lists with their terms' id lists decoded on first
 * read, typo lists as vocabularies (bundle-format.ts Search* types).
 */
import type {
  SearchCompletionList,
  SearchTermRecord,
  SearchTermShard,
  SearchTypoList,
} from '../../../../build-content/bundle-format';
import { Vocabulary } from '../vocabulary';
import { decodeIds } from './shard-paths';

/** A term's record with its id lists decoded; `capped`: lists cut to a completion's lookups. */
export interface TermData {
  body: number;
  fields: number;
  title: readonly number[];
  keyword: readonly number[];
  heading: readonly number[];
  bodySections: readonly number[];
  capped: boolean;
}

export interface Shard {
  terms: Map<string, TermData>;
  bodyWords: Vocabulary;
  fieldWords: Vocabulary;
}

/**
 * A record whose id lists are decoded when first read: a shard holds
 * hundreds of terms and a query reads a few, so a shard that arrives while
 * the reader types costs its parse, not thousands of decoded lists.
 */
class LazyTermData implements TermData {
  readonly body: number;
  readonly fields: number;
  private decoded: (readonly number[] | undefined)[] = [];

  constructor(
    private readonly record: SearchTermRecord,
    readonly capped: boolean,
  ) {
    this.body = record[0];
    this.fields = record[1];
  }

  private list(at: 2 | 3 | 4 | 5): readonly number[] {
    let ids = this.decoded[at];
    if (!ids) {
      ids = decodeIds(this.record[at]);
      this.decoded[at] = ids;
    }
    return ids;
  }

  get title(): readonly number[] {
    return this.list(2);
  }

  get keyword(): readonly number[] {
    return this.list(3);
  }

  get heading(): readonly number[] {
    return this.list(4);
  }

  get bodySections(): readonly number[] {
    return this.list(5);
  }
}

export function shardOf(file: SearchTermShard): Shard {
  const shard: Shard = {
    terms: new Map(),
    bodyWords: new Vocabulary(),
    fieldWords: new Vocabulary(),
  };
  for (const term in file.terms) {
    const data = new LazyTermData(file.terms[term], false);
    shard.terms.set(term, data);
    if (data.body > 0) shard.bodyWords.set(term, data.body);
    if (data.fields > 0) shard.fieldWords.set(term, data.fields);
  }
  return shard;
}

export interface CompletionData {
  fields: string[];
  body: string[];
  terms: Map<string, TermData>;
}

export function completionsOf(list: SearchCompletionList): CompletionData {
  const terms = new Map<string, TermData>();
  for (const term in list.terms) terms.set(term, new LazyTermData(list.terms[term], true));
  return { fields: list.fields, body: list.body, terms };
}

export function typoWordsOf(list: SearchTypoList): Vocabulary {
  const words = new Vocabulary();
  list.words.split(' ').forEach((word, index) => {
    if (word) words.set(word, list.counts[index]);
  });
  return words;
}
