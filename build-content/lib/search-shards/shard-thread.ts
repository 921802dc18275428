/**
 * A locale's shard files made on a worker thread (shard-worker.ts), so that
 * the assembler goes on with the next locale's routes and shards meanwhile:
 * of a two-locale build at 10,000 pages, each locale's shards take 5-8 s on
 * one core. The thread is started for the one locale and ends with it.
 */
import { Worker } from 'node:worker_threads';

export interface ShardRequest {
  locale: string;
  /** The routes' search pieces (`"<route>":{…}`), in the chunk's order. */
  pieces: string[];
  target: number;
  /** Where the locale's section terms are kept between builds (section-terms.ts). */
  termCache?: string;
}

export function shardFilesInThread(request: ShardRequest): Promise<Map<string, string>> {
  const worker = new Worker(new URL('./shard-worker-entry.mjs', import.meta.url));
  return new Promise<Map<string, string>>((resolve, reject) => {
    worker.once('message', (message: { files?: [string, string][]; failure?: string }) => {
      if (message.files) resolve(new Map(message.files));
      else reject(new Error(`search shards of ${request.locale}: ${message.failure}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`search shards of ${request.locale}: the thread ended (${code})`)),
    );
    worker.postMessage(request);
  }).finally(() => void worker.terminate());
}
