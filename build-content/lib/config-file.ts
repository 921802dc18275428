import { existsSync, readFileSync } from 'node:fs';
import { isMap, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import type { z } from 'zod';
import { type Diagnostic, displayPath } from './diagnostics.ts';

/**
 * Reads a JSON configuration file of a content tree (`_collections.json`,
 * `_site.json`) and validates it with a zod schema. Parsed as YAML (a JSON
 * superset with source positions), so every problem is an error at the
 * offending key's line and column. Undefined when the file is missing or bad.
 */
export function readConfigFile<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  errors: Diagnostic[],
):
  | { data: z.output<Schema>; positionOf: (keys: readonly (string | number)[]) => Position }
  | undefined {
  if (!existsSync(file)) return undefined;
  const name = file.split(/[\\/]/).pop();
  const where = displayPath(file);
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), {
    lineCounter: lines,
    uniqueKeys: true,
  });
  const toPosition = (offset: number): Position => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  if (document.errors.length > 0) {
    for (const error of document.errors)
      errors.push({
        file: where,
        ...toPosition(error.pos[0]),
        message: `invalid ${name}: ${error.message.split('\n')[0]}`,
      });
    return undefined;
  }
  const parsed = schema.safeParse(document.toJS());
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const node =
        issue.code === 'unrecognized_keys'
          ? keyNode(nodeAt(document.contents, issue.path), issue.keys[0])
          : nodeAt(document.contents, issue.path);
      errors.push({
        file: where,
        ...toPosition(node?.range?.[0] ?? 0),
        message: `invalid ${name}: ${issue.path.join('.') || 'the file'}: ${issue.message}`,
      });
    }
    return undefined;
  }
  return {
    data: parsed.data,
    positionOf: (keys) => toPosition(nodeAt(document.contents, keys)?.range?.[0] ?? 0),
  };
}

export interface Position {
  line: number;
  column: number;
}

/** The YAML node at a path of keys and indexes, or its nearest existing parent. */
function nodeAt(root: unknown, keys: readonly (string | number)[]): Node | undefined {
  let node = root as Node | undefined;
  for (const key of keys) {
    let next: unknown;
    if (isMap(node)) next = node.get(key, true);
    else if (isSeq(node)) next = node.get(Number(key), true);
    if (!next) return keyNode(node, key) ?? node;
    node = next as Node;
  }
  return node;
}

/** The key node of `key` in a map (where a misspelt or valueless key is written). */
function keyNode(map: Node | undefined, key: string | number | undefined): Node | undefined {
  if (!isMap(map)) return map;
  const pair = map.items.find((item) => (item.key as { value?: unknown })?.value === key);
  return (pair?.key as Node | undefined) ?? map;
}

/** Positions of keys in a JSON (or YAML) text read some other way (`_meta.json`, a page's front matter). */
export function keyPositions(text: string): (keys: readonly (string | number)[]) => Position {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  return (keys) => {
    const { line, col } = lines.linePos(nodeAt(document.contents, keys)?.range?.[0] ?? 0);
    return { line, column: col };
  };
}
