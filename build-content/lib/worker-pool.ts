import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompileJob } from './compile-job.ts';
import type { CompiledPage } from './compile-page.ts';

interface Pending {
  resolve: (page: CompiledPage) => void;
  reject: (error: Error) => void;
}

/**
 * Compiles pages on worker threads (one per core): unified with highlighting
 * is CPU-bound, and one thread manages about 50 pages/s.
 */
export class CompilePool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: { id: number; job: CompileJob; cacheKey?: string }[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly busy = new Map<Worker, number>();
  private nextId = 0;

  constructor(
    private readonly variables: Readonly<Record<string, string>>,
    size = availableParallelism(),
    /** Workers write finished pages into this disk cache themselves, off the main thread. */
    private readonly cacheDir?: string,
  ) {
    for (let index = 0; index < Math.max(1, size); index++) {
      const worker = new Worker(new URL('./compile-worker-entry.mjs', import.meta.url));
      worker.on('message', (message: { id: number; page?: CompiledPage; failure?: string }) => {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        this.busy.delete(worker);
        if (message.page) waiting?.resolve(message.page);
        else waiting?.reject(new Error(message.failure));
        this.idle.push(worker);
        this.pump();
      });
      worker.on('error', (error) => {
        const id = this.busy.get(worker);
        if (id !== undefined) this.pending.get(id)?.reject(error);
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  compile(job: CompileJob, cacheKey?: string): Promise<CompiledPage> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, job, cacheKey });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const next = this.queue.shift() as { id: number; job: CompileJob; cacheKey?: string };
      this.busy.set(worker, next.id);
      const cache =
        this.cacheDir && next.cacheKey ? { dir: this.cacheDir, key: next.cacheKey } : undefined;
      worker.postMessage({ id: next.id, job: next.job, variables: { ...this.variables }, cache });
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
