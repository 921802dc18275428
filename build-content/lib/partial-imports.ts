import path from 'node:path';
import { displayPath } from './diagnostics.ts';
import { type ImportAliases, matchImport } from './import-aliases.ts';

/** Where an imported partial lives, or why it could not be found. */
export type PartialLocation = { file: string } | { problem: string };

/**
 * Resolves the source of `import X from '…/x.mdx'`: relative to the page,
 * or through the project's tsconfig/jsconfig `paths` and `baseUrl`
 * (`@/pages/x.mdx`). The first candidate that exists wins.
 */
export function locatePartial(
  source: string,
  importer: string,
  aliases: ImportAliases | undefined,
  exists: (file: string) => boolean,
): PartialLocation {
  const relative = path.resolve(path.dirname(importer), source);
  if (source.startsWith('.') || path.isAbsolute(source)) {
    if (exists(relative)) return { file: relative };
    return { problem: `partial "${source}" not found: resolved to ${displayPath(relative)}` };
  }
  const match = aliases ? matchImport(source, aliases) : undefined;
  if (!aliases || !match) {
    if (exists(relative)) return { file: relative };
    const where = aliases
      ? `no "paths" entry of ${displayPath(aliases.configFile)} matches it`
      : 'no tsconfig.json or jsconfig.json with "paths" was found';
    return {
      problem: `partial "${source}" not found: ${where}; resolved to ${displayPath(relative)}`,
    };
  }
  const found = match.candidates.find(exists);
  if (found) return { file: found };
  const via = match.pattern ? `"${match.pattern}"` : 'baseUrl';
  return {
    problem: `partial "${source}" not found: resolved through ${via} in ${displayPath(aliases.configFile)} to ${displayPath(match.candidates[0])}`,
  };
}
