/**
 * A sharded locale's search index (bundle-format.ts SearchShardManifest and
 * friends): term shards by prefix, completion lists for prefixes that span
 * shards, a fragment per page, word lists for typo correction and the
 * titles that answer a first key (first-key-titles.ts), every
 * file at most MAX_FILE_GZIP bytes gzip. Written instead of the head chunk
 * when a locale's full chunk is larger than the site's `searchShardAbove`
 * (the full chunk is still written for the edge functions).
 */

import {
  completionPath,
  firstKeyTitlesPath,
  pageFragmentPath,
  shardManifestPath,
  termShardPath,
  typoListPath,
} from '../../../src/features/search/shards/shard-paths.ts';
import type { SearchChunk, SearchPageFragment, SearchShardManifest } from '../../bundle-format.ts';
import { firstKeyTitles } from './first-key-titles.ts';
import { gzipSizeNear, partitionTerms } from './partition.ts';
import { SectionTerms } from './section-terms.ts';
import { shardCodeVersion } from './shard-code-version.ts';
import {
  changedTerms,
  readShardState,
  type ShardState,
  shardStateFile,
  shardStateVersion,
  writeShardState,
} from './shard-state.ts';
import { completionTexts, prefixesOf, spanningPrefixes, termRecords } from './term-records.ts';
import { TermScan } from './term-table.ts';
import { typoLists } from './typo-lists.ts';

/** No search file is larger than this, gzip (issue 29). */
export const MAX_FILE_GZIP = 100 * 1024;
/** A shard is split once it passes this (the site's `searchShardTarget`): a query fetches a shard per word it types. */
export const SHARD_TARGET_GZIP = 24 * 1024;

/**
 * Every prefix of the changed terms, the empty one and each whole term
 * included: the partition's groups and completion lists they reach.
 */
function reachedPrefixes(changed: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>(changed.size > 0 ? [''] : []);
  for (const term of changed) for (const prefix of prefixesOf(term, true)) reached.add(prefix);
  return reached;
}

/**
 * Gzip sizes of the partition's groups by their key: a group no changed
 * term reaches holds the terms and records it held last build, so its size
 * is the size it had then.
 */
function groupSizes(
  earlier: ShardState | undefined,
  reached: ReadonlySet<string> | undefined,
  measure: (group: readonly string[]) => number,
) {
  const known = new Map(reached ? earlier?.sizes : []);
  const used = new Map<string, number>();
  const sizeOf = (group: readonly string[], key: string) => {
    const size = (reached?.has(key) ? undefined : known.get(key)) ?? measure(group);
    used.set(key, size);
    return size;
  };
  return { sizeOf, used };
}

/**
 * The locale's files by path under /_content/<buildId>/, and its manifest.
 * `termCache`: the file its sections' terms are kept in between builds
 * (section-terms.ts), beside which the rest of what it made is kept
 * (shard-state.ts), so that a build after a few pages changed redoes only
 * what those pages reach. `reused`: how many terms were taken from there.
 */
export function searchShardFiles(
  locale: string,
  routes: ReadonlyArray<[string, SearchChunk[string]]>,
  target: number = SHARD_TARGET_GZIP,
  termCache?: string,
): { files: Map<string, string>; manifest: SearchShardManifest; reused: number } {
  const sectionTerms = new SectionTerms(termCache, shardCodeVersion());
  const scan = new TermScan(routes, sectionTerms);
  const stateFile = termCache && shardStateFile(termCache);
  const version = shardStateVersion(target);
  const earlier = stateFile ? readShardState(stateFile, version) : undefined;
  const pageTerms = stateFile ? scan.pageTerms() : undefined;
  const changed = earlier && pageTerms && changedTerms(earlier, pageTerms, scan, sectionTerms);
  const terms = termRecords(scan, earlier, changed);
  sectionTerms.save();
  const { records } = terms;
  const files = new Map<string, string>();
  const sorted = [...records.keys()].sort();
  const shardText = (key: string, group: readonly string[]) => {
    const texts = group.map((term) => records.get(term)?.text);
    return `{"key":${JSON.stringify(key)},"terms":{${texts.join(',')}}}`;
  };
  const reached = changed && reachedPrefixes(changed);
  const sizes = groupSizes(earlier, reached, (group) => gzipSizeNear(shardText('', group), target));
  const shards = partitionTerms(sorted, sizes.sizeOf, Math.min(target, MAX_FILE_GZIP));
  const keys = [...shards.keys()];
  keys.forEach((key, index) => {
    files.set(termShardPath(locale, index), shardText(key, shards.get(key) as string[]));
  });

  const prefixes = spanningPrefixes(keys);
  const completions = completionTexts(prefixes, terms, scan, earlier, reached);
  // The entries are not needed past here: let them go before the state is written.
  const added = terms.entries.size;
  terms.entries.clear();
  completions.forEach((text, index) => {
    files.set(completionPath(locale, index), text);
  });

  const { pages } = scan;
  pages.forEach((page, id) => {
    const fragment: SearchPageFragment = {
      route: page.route,
      entry: page.entry,
      firstSection: page.firstSection,
      weight: page.weight,
      ...(page.hidden && { hidden: true }),
    };
    files.set(pageFragmentPath(locale, id), JSON.stringify(fragment));
  });

  files.set(firstKeyTitlesPath(locale), JSON.stringify(firstKeyTitles(pages)));

  const typo: Record<string, string[]> = {};
  const typoNames: string[] = [];
  for (const [name, list] of typoLists(records, MAX_FILE_GZIP)) {
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
      pages: pages.length,
      typo: typoNames,
    },
    sections: scan.sections,
    textLength: scan.textLength,
    keys,
    completions: prefixes,
    typo,
    sectionCounts: pages.map((page) => page.sections),
    weights: pages.map((page) => page.weight),
    hidden: pages.flatMap((page, id) => (page.hidden ? [id] : [])),
  };
  files.set(shardManifestPath(locale), JSON.stringify(manifest));
  if (stateFile && pageTerms) {
    writeShardState(
      stateFile,
      {
        version,
        pages: pageTerms,
        sizes: [...sizes.used],
        completions: prefixes.map((prefix, index) => [prefix, completions[index]]),
      },
      sorted,
      records,
    );
  }
  return { files, manifest, reused: changed ? records.size - added : 0 };
}

/** Routes with their entries, from their search pieces (`"<route>":{…}`, search-chunk.ts). */
export function shardRoutes(pieces: readonly string[]): [string, SearchChunk[string]][] {
  return pieces.map((piece) => Object.entries(JSON.parse(`{${piece}}`) as SearchChunk)[0]);
}
