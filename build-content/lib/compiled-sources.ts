import { readFileSync } from 'node:fs';
import type { CompileCache } from './compile-cache.ts';
import type { CompileJob } from './compile-job.ts';
import type { CompiledPage } from './compile-page.ts';
import { packPage } from './pack-page.ts';
import { readSafe } from './read-safe.ts';
import { CompilePool } from './worker-pool.ts';

/** Pages compiled on worker threads only when there are at least this many to do. */
const POOL_THRESHOLD = 24;

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

  /** Compiles what is not kept yet; counts the compiled pages and those read from the disk cache. */
  async compileAll(
    jobs: CompileJob[],
    changed: ReadonlySet<string> | undefined,
  ): Promise<{ compiled: number; fromCache: number }> {
    const todo: { job: CompileJob; key?: string }[] = [];
    let fromCache = 0;
    for (const job of jobs) {
      const known = this.compiled.get(job.absolutePath);
      if (known && known.source === job.source && !dependenciesChanged(known, changed)) continue;
      const key = this.cache?.key(job);
      const cached = key ? this.cache?.get(key) : undefined;
      if (cached) {
        this.store(job, undefined, cached);
        fromCache++;
        continue;
      }
      todo.push({ job, key });
    }
    const workers = this.workers ?? (todo.length >= POOL_THRESHOLD ? undefined : 0);
    if (workers !== 0 && todo.length > 1) {
      this.pool ??= new CompilePool(this.variables, workers, this.cache?.dir);
      const pool = this.pool;
      // The workers write the disk cache; the main thread only keeps the result.
      await Promise.all(
        todo.map(async ({ job, key }) => this.store(job, undefined, await pool.compile(job, key))),
      );
    } else if (todo.length > 0) {
      // The compiler (unified, highlight.js, KaTeX…) is loaded only when a page must be
      // compiled here: a rebuild that finds every page in the cache never needs it.
      const { runCompileJob } = await import('./compile-job.ts');
      for (const { job, key } of todo)
        this.store(job, key, packPage(runCompileJob(job, this.variables)));
    }
    return { compiled: todo.length, fromCache };
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
