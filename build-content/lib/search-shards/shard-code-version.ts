/**
 * A hash of the code that turns a locale's search chunk into shard files:
 * shard-files.ts and every module it reaches (the reader's engine and
 * tokenizer among them). Shards kept from an earlier build are reused only
 * while it is the same.
 */
import path from 'node:path';
import { sourceGraphVersion } from '../pipeline-version.ts';

let version: string | undefined;

export function shardCodeVersion(): string {
  version ??= sourceGraphVersion(
    path.join(import.meta.dirname, 'shard-files.ts'),
    path.resolve(import.meta.dirname, '../../..'),
  );
  return version;
}
