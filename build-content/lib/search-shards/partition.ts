/**
 * Splits a locale's terms into shards by prefix: a shard holds the terms
 * whose longest shard key prefix is its key. A shard over the target size
 * is split by the next character of its terms (the terms equal to its key
 * stay), so hot prefixes ("tra", "get_") end up in shards of their own and
 * no file grows past the limit while rare prefixes share one.
 */
import { gzipSync } from 'node:zlib';

/** Gzip bytes of a shard made of these terms, the terms under `key`. */
export type ShardSize = (terms: readonly string[], key: string) => number;

const firstCharacter = (term: string, at: number) =>
  String.fromCodePoint(term.codePointAt(at) as number);

/** Shard keys with their terms (each list in the input's order, sorted keys). */
export function partitionTerms(
  terms: readonly string[],
  sizeOf: ShardSize,
  target: number,
): Map<string, string[]> {
  const shards = new Map<string, string[]>();
  const visit = (key: string, group: readonly string[]) => {
    if (group.length === 0) return;
    if (sizeOf(group, key) <= target || group.every((term) => term === key)) {
      shards.set(key, [...group]);
      return;
    }
    const own: string[] = [];
    const children = new Map<string, string[]>();
    for (const term of group) {
      if (term === key) {
        own.push(term);
        continue;
      }
      const child = key + firstCharacter(term, key.length);
      const list = children.get(child);
      if (list) list.push(term);
      else children.set(child, [term]);
    }
    if (own.length > 0) shards.set(key, own);
    for (const [child, list] of children) visit(child, list);
  };
  visit('', terms);
  return new Map([...shards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Gzip size of a JSON text, estimated from its length while it is far from
 * `target` either way (gzip shrinks this JSON 3–6 times), measured near it.
 */
export function gzipSizeNear(text: string, target: number): number {
  if (text.length <= target) return text.length;
  if (text.length > target * 12) return text.length / 6;
  return gzipSync(text).length;
}
