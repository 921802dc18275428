import { parse, YAMLParseError } from 'yaml';
import type { FrontMatter } from '../bundle-format.ts';
import { at, type Diagnostic } from './diagnostics.ts';
import type { MdNode } from './md-node.ts';

/** Reads the YAML front matter node (if any) and removes it from the tree. */
export function takeFrontMatter(root: MdNode, file: string, errors: Diagnostic[]): FrontMatter {
  const first = root.children?.[0];
  if (first?.type !== 'yaml') return {};
  root.children?.shift();
  const start = at(first);
  try {
    const value: unknown = parse(first.value ?? '');
    if (value === null || value === undefined) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      errors.push({ file, ...start, message: 'front matter must be a YAML mapping' });
      return {};
    }
    return normalise(value as FrontMatter);
  } catch (error) {
    const position = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    errors.push({
      file,
      line: start.line + (position?.line ?? 0),
      column: position?.col ?? 1,
      message: `invalid front matter: ${(error as Error).message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
    });
    return {};
  }
}

/** Dates become ISO strings so chunks stay plain JSON. */
function normalise(value: FrontMatter): FrontMatter {
  const result: FrontMatter = {};
  for (const key of Object.keys(value).sort()) {
    const field = value[key];
    result[key] = field instanceof Date ? field.toISOString().slice(0, 10) : field;
  }
  return result;
}
