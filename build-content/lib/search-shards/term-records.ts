/**
 * Every term of a sharded locale with its counts and its record as a term
 * shard holds it (bundle-format.ts SearchTermRecord), and the completion
 * lists of the prefixes whose words span shards. Given the last build's
 * state (shard-state.ts) and the terms whose postings may have changed,
 * only those terms are added up and recorded again, and only the lists of
 * prefixes they start with are made again.
 */
import { SEARCH_SETTINGS } from '../../../src/features/search/engine-settings.ts';
import { encodeIds } from '../../../src/features/search/shards/shard-paths.ts';
import { Vocabulary } from '../../../src/features/search/vocabulary.ts';
import type { SearchCompletionList, SearchTermRecord } from '../../bundle-format.ts';
import type { ShardState } from './shard-state.ts';
import { bodyPostings, type TermEntry, type TermScan } from './term-table.ts';

export interface TermRecord {
  body: number;
  fields: number;
  /** `"<term>":<record>`, as a term shard lists it. */
  text: string;
}

/** What a completion's lookup takes (engine.ts fieldMatches: limit / 16 pages, matchesOf: limit / 4 sections). */
const COMPLETION_CAPS = {
  pages: Math.floor(SEARCH_SETTINGS.candidatesPerTerm / 16),
  sections: SEARCH_SETTINGS.candidatesPerTerm / 4,
};

function record(entry: TermEntry, pages?: number, sections?: number): SearchTermRecord {
  const cap = <T>(list: T[], limit?: number) => (limit === undefined ? list : list.slice(0, limit));
  return [
    entry.body,
    entry.fields,
    encodeIds(cap(entry.title, pages)),
    encodeIds(cap(entry.keyword, pages)),
    encodeIds(cap(entry.heading, sections)),
    encodeIds(bodyPostings(entry, sections)),
  ];
}

const recordText = (term: string, entry: TermEntry) =>
  `${JSON.stringify(term)}:${JSON.stringify(record(entry))}`;

/**
 * Every term's record, with the entries added up for it: all of them, or,
 * with `earlier` and `changed`, those of the changed terms (a changed term
 * no page holds any more is left out).
 */
export function termRecords(
  scan: TermScan,
  earlier?: ShardState,
  changed?: ReadonlySet<string>,
): { records: Map<string, TermRecord>; entries: Map<string, TermEntry> } {
  const records = new Map<string, TermRecord>();
  const entries = scan.entries(earlier && changed);
  if (earlier && changed) {
    for (const [term, body, fields, text] of earlier.terms)
      if (!changed.has(term)) records.set(term, { body, fields, text });
  }
  for (const [term, entry] of entries)
    records.set(term, { body: entry.body, fields: entry.fields, text: recordText(term, entry) });
  return { records, entries };
}

/** The prefixes of a word by character, shortest first: the proper ones, and with `whole` the word too. */
export function prefixesOf(word: string, whole = false): string[] {
  const characters = Array.from(word);
  const prefixes: string[] = [];
  for (let end = 1; end < characters.length + (whole ? 1 : 0); end += 1)
    prefixes.push(characters.slice(0, end).join(''));
  return prefixes;
}

/** Proper prefixes of the shard keys: the prefixes whose words span shards. */
export function spanningPrefixes(keys: Iterable<string>): string[] {
  const prefixes = new Set<string>();
  for (const key of keys) for (const prefix of prefixesOf(key)) prefixes.add(prefix);
  return [...prefixes].sort();
}

/**
 * The completion list of each prefix, as text. A list of the last build is
 * kept when its prefix is not among those the changed terms reach
 * (`reached` undefined: none is kept); the others are made from the counts
 * of every term, with entries added up for the terms they list.
 */
export function completionTexts(
  prefixes: readonly string[],
  {
    records,
    entries,
  }: { records: ReadonlyMap<string, TermRecord>; entries: Map<string, TermEntry> },
  scan: TermScan,
  earlier?: ShardState,
  reached?: ReadonlySet<string>,
): string[] {
  const kept = new Map(reached ? earlier?.completions : []);
  const body = new Vocabulary();
  const fields = new Vocabulary();
  const lists = new Map<string, SearchCompletionList>();
  const texts = prefixes.map((prefix) => (reached?.has(prefix) ? undefined : kept.get(prefix)));
  if (texts.every((text) => text !== undefined)) return texts as string[];
  for (const [term, { body: inText, fields: inFields }] of records) {
    if (inText > 0) body.set(term, inText);
    if (inFields > 0) fields.set(term, inFields);
  }
  const missing = new Set<string>();
  prefixes.forEach((prefix, index) => {
    if (texts[index] !== undefined) return;
    const list: SearchCompletionList = {
      prefix,
      fields: fields.completions(prefix, SEARCH_SETTINGS.prefixExpansions),
      // The engine completes section text words from this length on only.
      body:
        prefix.length >= SEARCH_SETTINGS.bodyPrefixMinLength
          ? body.completions(prefix, SEARCH_SETTINGS.prefixExpansions + 1)
          : [],
      terms: {},
    };
    for (const term of [...list.fields, ...list.body]) if (!entries.has(term)) missing.add(term);
    lists.set(prefix, list);
  });
  if (missing.size > 0) for (const [term, entry] of scan.entries(missing)) entries.set(term, entry);
  return prefixes.map((prefix, index) => {
    const list = lists.get(prefix);
    if (!list) return texts[index] as string;
    for (const term of [...list.fields, ...list.body]) {
      const entry = entries.get(term) as TermEntry;
      list.terms[term] = record(entry, COMPLETION_CAPS.pages, COMPLETION_CAPS.sections);
    }
    return JSON.stringify(list);
  });
}
