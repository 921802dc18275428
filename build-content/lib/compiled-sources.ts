import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { CompileCache } from './compile-cache.ts';
import type { CompileJob } from './compile-job.ts';
import type { CompiledPage } from './compile-page.ts';
import { packPage } from './pack-page.ts';
import { readSafe } from './read-safe.ts';
import { CompilePool } from './worker-pool.ts';

/** Pages compiled on worker threads only when there are at least this many to do. */
const POOL_THRESHOLD = 24;

/** A job and its disk-cache key (none without a cache). */
interface Keyed {
  job: CompileJob;
  key?: string;
}

interface Compiled {
  source: string;
  page: CompiledPage;
  /** Text of each inlined partial when the page was compiled. */
  dependencyText: Record<string, string>;
}

/**
 * The compiled pages of a builder, by absolute path: what a rebuild keeps,
 * recompiling only the sources (or inlined partials) that changed, from the
 * disk cache where it has them and on worker threads when there are many.
 */
export class CompiledSources {
  private readonly compiled = new Map<string, Compiled>();
  /** The last job of each source, handed out again while it holds. */
  private readonly jobs = new Map<string, CompileJob>();
  private pool?: CompilePool;

  constructor(
    private readonly variables: Readonly<Record<string, string>>,
    private readonly cache: CompileCache | undefined,
    /** Worker threads; 0 compiles on this thread; default: one per core when many changed. */
    private readonly workers: number | undefined,
  ) {}

  /**
   * The job for a source: its text from disk when it changed (`changed`
   * lists absolute paths; without it every source is read), else the last
   * build's job as it was (a rebuild after a save makes none anew for the
   * thousands of pages it did not touch).
   */
  job(source: Omit<CompileJob, 'source'>, changed?: ReadonlySet<string>): CompileJob {
    const { absolutePath } = source;
    const known = this.compiled.get(absolutePath);
    const stale =
      !known || !changed || changed.has(absolutePath) || dependenciesChanged(known, changed);
    const last = this.jobs.get(absolutePath);
    if (
      !stale &&
      last &&
      last.kind === source.kind &&
      last.locale === source.locale &&
      last.settings === source.settings &&
      last.source === known.source
    )
      return last;
    const job = { ...source, source: stale ? readFileSync(absolutePath, 'utf8') : known.source };
    this.jobs.set(absolutePath, job);
    return job;
  }

  page(absolutePath: string): CompiledPage | undefined {
    return this.compiled.get(absolutePath)?.page;
  }

  /**
   * Compiles what is not kept yet; counts the compiled pages and those read
   * from the disk cache. Sources the cache has no entry for are compiled
   * meanwhile on worker threads when there are entries to read as well: the
   * compiler takes about a second to load, and a rebuild that finds all but
   * one of 10,000 pages in the cache spends about as long reading them.
   */
  async compileAll(
    jobs: CompileJob[],
    changed: ReadonlySet<string> | undefined,
  ): Promise<{ compiled: number; fromCache: number }> {
    const stored: Keyed[] = [];
    const missing: Keyed[] = [];
    for (const job of jobs) {
      const known = this.compiled.get(job.absolutePath);
      if (known && known.source === job.source && !dependenciesChanged(known, changed)) continue;
      const key = this.cache?.key(job);
      (key && this.cache?.has(key) ? stored : missing).push({ job, key });
    }
    const early =
      stored.length > 0 && missing.length > 0 && this.workers !== 0
        ? this.compileOnPool(
            missing,
            Math.min(missing.length, this.workers ?? availableParallelism()),
          )
        : undefined;
    const todo = early ? [] : missing;
    let fromCache = 0;
    for (const entry of stored) {
      const cached = this.cache?.get(entry.key as string);
      if (!cached) {
        todo.push(entry);
        continue;
      }
      this.store(entry.job, undefined, cached);
      fromCache++;
    }
    await early;
    const workers = this.workers ?? (todo.length >= POOL_THRESHOLD ? undefined : 0);
    if (workers !== 0 && todo.length > 1) {
      await this.compileOnPool(todo, workers);
    } else if (todo.length > 0) {
      // The compiler (unified, highlight.js, KaTeX…) is loaded only when a page must be
      // compiled here: a rebuild that finds every page in the cache never needs it.
      const { runCompileJob } = await import('./compile-job.ts');
      for (const { job, key } of todo)
        this.store(job, key, packPage(runCompileJob(job, this.variables)));
    }
    return { compiled: stored.length + missing.length - fromCache, fromCache };
  }

  /** Compiles on the worker threads (`size` of them when they are started here), which write the disk cache. */
  private async compileOnPool(todo: Keyed[], size: number | undefined): Promise<void> {
    this.pool ??= new CompilePool(this.variables, size, this.cache?.dir);
    const pool = this.pool;
    await Promise.all(
      todo.map(async ({ job, key }) => this.store(job, undefined, await pool.compile(job, key))),
    );
  }

  /** Forgets the pages of sources not in `live` (deleted or no longer listed). */
  keepOnly(live: ReadonlySet<string>): void {
    for (const known of [...this.compiled.keys()])
      if (!live.has(known)) this.compiled.delete(known);
    for (const known of [...this.jobs.keys()]) if (!live.has(known)) this.jobs.delete(known);
  }

  clear(): void {
    this.compiled.clear();
    this.jobs.clear();
  }

  /** Stops the worker threads (a later compile starts them again). */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }

  private store(job: CompileJob, key: string | undefined, page: CompiledPage): void {
    const dependencyText: Record<string, string> = {};
    for (const file of page.dependencies) dependencyText[file] = readSafe(file);
    this.compiled.set(job.absolutePath, { source: job.source, page, dependencyText });
    if (key) this.cache?.set(key, page);
  }
}

/**
 * A page is also stale when a partial it inlines changed: one listed in `changed`,
 * or without that list, one whose text differs from when the page was compiled.
 */
function dependenciesChanged(known: Compiled, changed: ReadonlySet<string> | undefined): boolean {
  const files = known.page.dependencies;
  if (changed) return files.some((file) => changed.has(file));
  return files.some((file) => readSafe(file) !== known.dependencyText[file]);
}
