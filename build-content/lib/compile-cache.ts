import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompileJob } from './compile-job.ts';
import type { CompiledPage } from './compile-page.ts';
import { sourceGraphVersion } from './pipeline-version.ts';

export function sha256(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

let pipelineVersion: string | undefined;

/**
 * Hash of the compiler's own code (pipeline-version.ts): a change to it
 * invalidates every cached page. Computed on first use, so modules that only
 * need sha256 (and workers) never read the sources.
 */
function getPipelineVersion(): string {
  if (pipelineVersion === undefined) {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    pipelineVersion = sourceGraphVersion(
      path.join(dir, 'compile-worker-entry.mjs'),
      path.resolve(dir, '..', '..'),
    );
  }
  return pipelineVersion;
}

interface CacheEntry {
  dependencies: { path: string; hash: string }[];
  page: CompiledPage;
}

/** Where a builder keeps compiled pages unless told otherwise. */
export function defaultCacheDir(): string {
  return path.join(process.cwd(), '.cache', 'build-content');
}

/**
 * On-disk cache of compiled pages, keyed by sha256 of (pipeline version,
 * path, source, variables). Inlined partials are re-hashed on every hit.
 * Entries are JSON: V8's structured-clone bytes read back 10,000 pages in
 * half the time, but the assembler then took as much longer over the pages
 * they gave. An entry that cannot be read, or is not an entry, is a miss.
 */
export class CompileCache {
  private readonly variablesKey: string;

  constructor(
    readonly dir: string,
    variables: Readonly<Record<string, string>>,
  ) {
    this.variablesKey = JSON.stringify(Object.entries(variables).sort());
  }

  key(job: CompileJob): string {
    return sha256(
      [
        getPipelineVersion(),
        process.cwd(),
        job.kind,
        job.absolutePath,
        job.locale ?? '',
        job.settings?.key ?? '',
        this.variablesKey,
        job.source,
      ].join('\0'),
    );
  }

  /** Whether an entry is stored under `key` (it may still be unreadable or stale: get decides). */
  has(key: string): boolean {
    return existsSync(this.file(key));
  }

  get(key: string): CompiledPage | undefined {
    let entry: CacheEntry;
    try {
      entry = JSON.parse(readFileSync(this.file(key), 'utf8')) as CacheEntry;
    } catch {
      return undefined;
    }
    if (!Array.isArray(entry?.dependencies) || typeof entry.page !== 'object') return undefined;
    for (const dependency of entry.dependencies) {
      try {
        if (sha256(readFileSync(dependency.path)) !== dependency.hash) return undefined;
      } catch {
        return undefined;
      }
    }
    return entry.page;
  }

  set(key: string, page: CompiledPage): void {
    const dependencies = page.dependencies.map((dependency) => {
      try {
        return { path: dependency, hash: sha256(readFileSync(dependency)) };
      } catch {
        return { path: dependency, hash: '' };
      }
    });
    const file = this.file(key);
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ dependencies, page } satisfies CacheEntry));
      renameSync(temporary, file);
    } catch {
      // A cache that cannot be written only costs speed.
    }
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }
}
