/**
 * File names of a sharded locale's search index (bundle-format.ts
 * SearchShardLayout), relative to /_content/<buildId>/: one place for the
 * build that writes them, the search client that reads them and "Save for
 * offline", which stores them all.
 */
import type { SearchShardLayout } from '../../../../build-content/bundle-format';

export const shardFolder = (locale: string) => `search/${locale}`;
export const shardManifestPath = (locale: string) => `${shardFolder(locale)}/index.json`;
export const termShardPath = (locale: string, index: number) =>
  `${shardFolder(locale)}/t/${index}.json`;
export const completionPath = (locale: string, index: number) =>
  `${shardFolder(locale)}/c/${index}.json`;
export const pageFragmentPath = (locale: string, page: number) =>
  `${shardFolder(locale)}/p/${page}.json`;
/** Whether a path of the locale's folder is a page fragment (the bulk of a query's bytes). */
export const isPageFragment = (path: string) => path.includes('/p/');
export const typoListPath = (locale: string, name: string) =>
  `${shardFolder(locale)}/typo/${name}.json`;

/** The titles that answer a first key before any shard is in (bundle-format.ts SearchFirstKeyTitles). */
export const firstKeyTitlesPath = (locale: string) => `${shardFolder(locale)}/titles.json`;

/** Every file of a sharded locale, its manifest first. */
export function shardFiles(locale: string, layout: SearchShardLayout): string[] {
  const files = [shardManifestPath(locale), firstKeyTitlesPath(locale)];
  for (let index = 0; index < layout.shards; index += 1) files.push(termShardPath(locale, index));
  for (let index = 0; index < layout.completions; index += 1)
    files.push(completionPath(locale, index));
  for (let page = 0; page < layout.pages; page += 1) files.push(pageFragmentPath(locale, page));
  for (const name of layout.typo) files.push(typoListPath(locale, name));
  return files;
}

/** The shard key a term belongs to: the longest key it starts with (undefined: no shard holds it). */
export function shardKeyOf(term: string, keys: { has(key: string): boolean }): string | undefined {
  for (let end = term.length; end >= 0; end -= 1) {
    const key = term.slice(0, end);
    if (keys.has(key)) return key;
  }
  return undefined;
}

/** Delta-encoded ids (bundle-format.ts SearchTermRecord) as ids, and back. */
export function decodeIds(deltas: readonly number[]): number[] {
  const ids: number[] = [];
  let id = 0;
  for (const delta of deltas) {
    id += delta;
    ids.push(id);
  }
  return ids;
}

export function encodeIds(ids: readonly number[]): number[] {
  let previous = 0;
  return ids.map((id) => {
    const delta = id - previous;
    previous = id;
    return delta;
  });
}
