import { parse, YAMLParseError } from 'yaml';
import type { FrontMatter } from '../bundle-format.ts';
import { keyPositions } from './config-file.ts';
import { at, type Diagnostic } from './diagnostics.ts';
import { checkFrontMatter } from './front-matter-schema.ts';
import type { MdNode } from './md-node.ts';

/**
 * Reads the YAML front matter node (if any) and removes it from the tree.
 * Known keys with a value of the wrong type are dropped with a warning at
 * their line and column (front-matter-schema.ts); without `warnings` (an
 * inlined partial, whose front matter is never used) they are dropped quietly.
 */
export function takeFrontMatter(
  root: MdNode,
  file: string,
  errors: Diagnostic[],
  warnings?: Diagnostic[],
): FrontMatter {
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
    const checked = checkFrontMatter(normalise(value as FrontMatter));
    if (warnings && checked.problems.length > 0) {
      // The YAML starts the line after the opening `---`.
      const positionOf = keyPositions(first.value ?? '');
      for (const problem of checked.problems) {
        const { line, column } = positionOf([problem.key]);
        warnings.push({
          file,
          line: start.line + line,
          column,
          message: `front matter "${problem.key}": ${problem.message}; ignored`,
        });
      }
    }
    return checked.value as FrontMatter;
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
