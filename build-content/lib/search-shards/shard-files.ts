/**
 * A sharded locale's search index (bundle-format.ts SearchShardManifest and
 * friends): term shards by prefix, completion lists for prefixes that span
 * shards, a fragment per page, word lists for typo correction and the
 * titles that answer a first key (first-key-titles.ts), every
 * file at most MAX_FILE_GZIP bytes gzip. Written instead of the head chunk
 * when a locale's full chunk is larger than the site's `searchShardAbove`
 * (the full chunk is still written for the edge functions).
 */

import { SEARCH_SETTINGS } from '../../../src/features/search/engine-settings.ts';
import {
  completionPath,
  encodeIds,
  firstKeyTitlesPath,
  pageFragmentPath,
  shardManifestPath,
  termShardPath,
  typoListPath,
} from '../../../src/features/search/shards/shard-paths.ts';
import { Vocabulary } from '../../../src/features/search/vocabulary.ts';
import type {
  SearchChunk,
  SearchCompletionList,
  SearchPageFragment,
  SearchShardManifest,
  SearchTermRecord,
} from '../../bundle-format.ts';
import { firstKeyTitles } from './first-key-titles.ts';
import { gzipSizeNear, partitionTerms } from './partition.ts';
import { SectionTerms } from './section-terms.ts';
import { shardCodeVersion } from './shard-code-version.ts';
import { bodyPostings, type TermEntry, termTable } from './term-table.ts';
import { typoLists } from './typo-lists.ts';

/** No search file is larger than this, gzip (issue 29). */
export const MAX_FILE_GZIP = 100 * 1024;
/** A shard is split once it passes this (the site's `searchShardTarget`): a query fetches a shard per word it types. */
export const SHARD_TARGET_GZIP = 24 * 1024;

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

/** Proper prefixes (by character) of the shard keys: the prefixes whose words span shards. */
function spanningPrefixes(keys: Iterable<string>): string[] {
  const prefixes = new Set<string>();
  for (const key of keys) {
    const characters = Array.from(key);
    for (let end = 1; end < characters.length; end += 1)
      prefixes.add(characters.slice(0, end).join(''));
  }
  return [...prefixes].sort();
}

/**
 * The locale's files by path under /_content/<buildId>/, and its manifest.
 * `termCache`: the file its sections' terms are kept in between builds
 * (section-terms.ts).
 */
export function searchShardFiles(
  locale: string,
  routes: ReadonlyArray<[string, SearchChunk[string]]>,
  target: number = SHARD_TARGET_GZIP,
  termCache?: string,
): { files: Map<string, string>; manifest: SearchShardManifest } {
  const sectionTerms = new SectionTerms(termCache, shardCodeVersion());
  const table = termTable(routes, sectionTerms);
  sectionTerms.save();
  const files = new Map<string, string>();
  const terms = [...table.terms.keys()].sort();
  const records = new Map<string, string>();
  const recordText = (term: string) => {
    let text = records.get(term);
    if (text === undefined) {
      text = `${JSON.stringify(term)}:${JSON.stringify(record(table.terms.get(term) as TermEntry))}`;
      records.set(term, text);
    }
    return text;
  };
  const shardText = (key: string, group: readonly string[]) =>
    `{"key":${JSON.stringify(key)},"terms":{${group.map(recordText).join(',')}}}`;
  const shards = partitionTerms(
    terms,
    (group) => gzipSizeNear(shardText('', group), target),
    Math.min(target, MAX_FILE_GZIP),
  );
  const keys = [...shards.keys()];
  keys.forEach((key, index) => {
    files.set(termShardPath(locale, index), shardText(key, shards.get(key) as string[]));
  });

  const body = new Vocabulary();
  const fields = new Vocabulary();
  for (const [term, entry] of table.terms) {
    if (entry.body > 0) body.set(term, entry.body);
    if (entry.fields > 0) fields.set(term, entry.fields);
  }
  const prefixes = spanningPrefixes(keys);
  prefixes.forEach((prefix, index) => {
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
    for (const term of [...list.fields, ...list.body]) {
      const entry = table.terms.get(term) as TermEntry;
      list.terms[term] = record(entry, COMPLETION_CAPS.pages, COMPLETION_CAPS.sections);
    }
    files.set(completionPath(locale, index), JSON.stringify(list));
  });

  table.pages.forEach((page, id) => {
    const fragment: SearchPageFragment = {
      route: page.route,
      entry: page.entry,
      firstSection: page.firstSection,
      weight: page.weight,
      ...(page.hidden && { hidden: true }),
    };
    files.set(pageFragmentPath(locale, id), JSON.stringify(fragment));
  });

  files.set(firstKeyTitlesPath(locale), JSON.stringify(firstKeyTitles(table.pages)));

  const typo: Record<string, string[]> = {};
  const typoNames: string[] = [];
  for (const [name, list] of typoLists(table.terms, MAX_FILE_GZIP)) {
    const length = name.split('-')[0];
    typo[length] ??= [];
    typo[length].push(name);
    typoNames.push(name);
    files.set(typoListPath(locale, name), JSON.stringify(list));
  }

  const manifest: SearchShardManifest = {
    locale,
    layout: {
      shards: keys.length,
      completions: prefixes.length,
      pages: table.pages.length,
      typo: typoNames,
    },
    sections: table.sections,
    textLength: table.textLength,
    keys,
    completions: prefixes,
    typo,
    sectionCounts: table.pages.map((page) => page.sections),
    weights: table.pages.map((page) => page.weight),
    hidden: table.pages.flatMap((page, id) => (page.hidden ? [id] : [])),
  };
  files.set(shardManifestPath(locale), JSON.stringify(manifest));
  return { files, manifest };
}

/** Routes with their entries, from their search pieces (`"<route>":{…}`, search-chunk.ts). */
export function shardRoutes(pieces: readonly string[]): [string, SearchChunk[string]][] {
  return pieces.map((piece) => Object.entries(JSON.parse(`{${piece}}`) as SearchChunk)[0]);
}
