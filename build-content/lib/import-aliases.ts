import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseJsonc } from './jsonc.ts';

/**
 * Import aliases of the project the content belongs to: `compilerOptions.baseUrl`
 * and `paths` of its tsconfig.json or jsconfig.json (the file Next.js reads),
 * with `extends` chains followed. Plain JSON, so it travels to compile workers.
 */
export interface ImportAliases {
  /** The tsconfig/jsconfig the aliases were read from (absolute). */
  configFile: string;
  /** Absolute folder that non-relative imports resolve against, when baseUrl is set. */
  baseUrl?: string;
  /** `paths` in declaration order; targets are absolute and hold at most one `*`. */
  paths: { pattern: string; targets: string[] }[];
}

const CONFIG_NAMES = ['tsconfig.json', 'jsconfig.json'];

/**
 * Looks for tsconfig.json, then jsconfig.json, in the content folder and its
 * ancestors, up to `projectDir` (default: the nearest folder with a
 * package.json or .git). Throws with a readable message for a broken config.
 */
export function loadImportAliases(
  contentDir: string,
  projectDir?: string,
): ImportAliases | undefined {
  const stop = projectDir ? path.resolve(projectDir) : undefined;
  let dir = path.resolve(contentDir);
  for (;;) {
    for (const name of CONFIG_NAMES) {
      const file = path.join(dir, name);
      if (isFile(file)) return aliasesOf(file);
    }
    const atProjectRoot = stop
      ? dir === stop
      : existsSync(path.join(dir, 'package.json')) || existsSync(path.join(dir, '.git'));
    const parent = path.dirname(dir);
    if (atProjectRoot || parent === dir) return undefined;
    dir = parent;
  }
}

interface Setting<T> {
  value: T;
  /** Folder of the config file that set it: relative values resolve against it. */
  dir: string;
}

interface Resolved {
  baseUrl?: Setting<string>;
  paths?: Setting<Record<string, string[]>>;
}

function aliasesOf(configFile: string): ImportAliases {
  const { baseUrl, paths } = readChain(configFile, []);
  const base = baseUrl ? path.resolve(baseUrl.dir, baseUrl.value) : undefined;
  // Without baseUrl, paths resolve against the config that declares them (TypeScript 4.1+).
  const pathsBase = base ?? paths?.dir ?? path.dirname(configFile);
  return {
    configFile,
    baseUrl: base,
    paths: Object.entries(paths?.value ?? {}).map(([pattern, targets]) => ({
      pattern,
      targets: (Array.isArray(targets) ? targets : []).map((target) =>
        path.resolve(pathsBase, String(target)),
      ),
    })),
  };
}

/** One config merged over what it extends (later `extends` entries win, the file itself wins last). */
function readChain(file: string, seen: string[]): Resolved {
  if (seen.includes(file)) throw new Error(`${file} extends itself`);
  let config: { extends?: unknown; compilerOptions?: Record<string, unknown> };
  try {
    config = parseJsonc(readFileSync(file, 'utf8')) as typeof config;
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  const result: Resolved = {};
  const parents = config.extends === undefined ? [] : [config.extends].flat();
  for (const parent of parents) {
    if (typeof parent !== 'string') continue;
    Object.assign(result, definedOnly(readChain(resolveExtends(parent, file), [...seen, file])));
  }
  const options = config.compilerOptions ?? {};
  const dir = path.dirname(file);
  if (typeof options.baseUrl === 'string') result.baseUrl = { value: options.baseUrl, dir };
  if (options.paths && typeof options.paths === 'object') {
    result.paths = { value: options.paths as Record<string, string[]>, dir };
  }
  return result;
}

function definedOnly(resolved: Resolved): Resolved {
  const result: Resolved = {};
  if (resolved.baseUrl) result.baseUrl = resolved.baseUrl;
  if (resolved.paths) result.paths = resolved.paths;
  return result;
}

/** `extends`: a relative or absolute path (".json" optional) or a package in node_modules. */
function resolveExtends(specifier: string, from: string): string {
  const dir = path.dirname(from);
  const candidates: string[] = [];
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const file = path.resolve(dir, specifier);
    candidates.push(file, `${file}.json`);
  } else {
    for (let folder = dir; ; folder = path.dirname(folder)) {
      const file = path.join(folder, 'node_modules', specifier);
      candidates.push(file, `${file}.json`, path.join(file, packageTsconfig(file)));
      if (path.dirname(folder) === folder) break;
    }
  }
  const found = candidates.find(isFile);
  if (!found) throw new Error(`${from} extends "${specifier}", which does not exist`);
  return found;
}

function packageTsconfig(packageDir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      tsconfig?: unknown;
    };
    if (typeof manifest.tsconfig === 'string') return manifest.tsconfig;
  } catch {
    // No package.json: the folder's own tsconfig.json.
  }
  return 'tsconfig.json';
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export interface AliasMatch {
  /** Files to try, in order. */
  candidates: string[];
  /** The `paths` pattern that matched, or undefined when only baseUrl applied. */
  pattern?: string;
}

/**
 * Where a non-relative import may live, TypeScript's way: an exact `paths`
 * key, else the wildcard pattern with the longest prefix, then baseUrl.
 */
export function matchImport(source: string, aliases: ImportAliases): AliasMatch | undefined {
  let best: { pattern: string; targets: string[]; star: string; prefix: number } | undefined;
  for (const { pattern, targets } of aliases.paths) {
    const star = pattern.indexOf('*');
    if (star < 0) {
      if (pattern === source) {
        best = { pattern, targets, star: '', prefix: Number.POSITIVE_INFINITY };
        break;
      }
      continue;
    }
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (
      source.length >= prefix.length + suffix.length &&
      source.startsWith(prefix) &&
      source.endsWith(suffix) &&
      (!best || prefix.length > best.prefix)
    ) {
      best = {
        pattern,
        targets,
        star: source.slice(prefix.length, source.length - suffix.length),
        prefix: prefix.length,
      };
    }
  }
  const candidates = best ? best.targets.map((target) => target.replace('*', best.star)) : [];
  if (aliases.baseUrl) candidates.push(path.resolve(aliases.baseUrl, source));
  if (candidates.length === 0) return undefined;
  return { candidates, pattern: best?.pattern };
}
