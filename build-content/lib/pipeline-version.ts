/**
 * The compile cache's pipeline version: a hash of the compiler's code, that
 * is the compile worker and every module it reaches through relative
 * imports (into subfolders and out of lib/ too). An edit to the assembler
 * or the builder keeps every cached page; an edit to anything the compiler
 * runs empties the cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `import … from './x'`, `export … from './x'`, `import './x'` and `import('./x')`. */
const RELATIVE_IMPORT =
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** `import(` with anything but a literal path: a module the walk could not follow. */
const COMPUTED_IMPORT = /\bimport\s*\(\s*(?!['"])/;
/** Block comments, and line comments that start a line or follow a space (not "https://"). */
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm;

function resolveImport(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.js`, path.join(target, 'index.ts')])
    if (existsSync(candidate) && /\.(?:ts|tsx|js|mjs)$/.test(candidate)) return candidate;
  return undefined;
}

/** A source file's text without its comments: what the hash and the import walk read. */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(COMMENTS, '$1')
    .replace(/[ \t]+$/gm, '')
    .replace(/^\n+/gm, '');

/** The code of every source file `entry` reaches through relative imports, itself included, by path. */
function graphCode(entry: string): Map<string, string> {
  const code = new Map<string, string>();
  const visit = (file: string) => {
    if (code.has(file)) return;
    const text = codeOf(file);
    code.set(file, text);
    if (COMPUTED_IMPORT.test(text))
      throw new Error(
        `${file}: a dynamic import of a computed path, which the compile cache cannot follow`,
      );
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  visit(path.resolve(entry));
  return code;
}

/** Every source file `entry` reaches through relative imports, itself included, sorted. */
export function sourceGraph(entry: string): string[] {
  return [...graphCode(entry).keys()].sort();
}

/**
 * A hash of the paths (relative to `root`) and code of `entry`'s source
 * graph, each file read once: an edit to a comment keeps the caches it versions.
 */
export function sourceGraphVersion(entry: string, root: string): string {
  const hash = createHash('sha256');
  const code = graphCode(entry);
  for (const file of [...code.keys()].sort())
    hash
      .update(path.relative(root, file))
      .update('\0')
      .update(code.get(file) as string)
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}
