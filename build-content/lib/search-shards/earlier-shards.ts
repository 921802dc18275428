/**
 * A locale's search shards as an earlier build wrote them into the bundle
 * folder (its record, bundle-record.ts), so that a build whose locale's
 * search input is unchanged reads them back instead of making them again.
 * Every file is checked against the hash recorded for it. A file changed or
 * gone since means the record no longer describes the folder: the locale's
 * shards are made anew, and the record is dropped, so the bundle is written
 * whole.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { shardFolder } from '../../../src/features/search/shards/shard-paths.ts';
import type { BundleRecord } from '../bundle-record.ts';
import { sha256 } from '../compile-cache.ts';

/** The shard files of `locale` made from `key` (search-shards/index.ts), with their hashes. */
export type EarlierShards = (
  locale: string,
  key: string,
) => { files: Map<string, string>; hashes: Map<string, string> } | undefined;

export function earlierShards(record: BundleRecord): EarlierShards {
  return (locale, key) => {
    if (record.searchShards?.[locale] !== key) return undefined;
    const folder = `v/${shardFolder(locale)}/`;
    const files = new Map<string, string>();
    const hashes = new Map<string, string>();
    for (const [name, hash] of record.hashes) {
      if (!name.startsWith(folder)) continue;
      const file = name.slice(2);
      let text: string | undefined;
      try {
        text = readFileSync(path.join(record.dir, '_content', record.buildId, file), 'utf8');
      } catch {
        // Gone: as good as changed.
      }
      if (text === undefined || sha256(text) !== hash) {
        if (record.file) rmSync(record.file, { force: true });
        return undefined;
      }
      files.set(file, text);
      hashes.set(file, hash);
    }
    return files.size > 0 ? { files, hashes } : undefined;
  };
}
