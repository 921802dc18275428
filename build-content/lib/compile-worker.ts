import { parentPort } from 'node:worker_threads';
import { CompileCache } from './compile-cache.ts';
import { type CompileJob, runCompileJob } from './compile-job.ts';
import { packPage } from './pack-page.ts';

/** Worker thread entry: compiles jobs it is sent and stores them in the disk cache itself. */
interface Request {
  id: number;
  job: CompileJob;
  variables: Record<string, string>;
  cache?: { dir: string; key: string };
}

const caches = new Map<string, CompileCache>();

parentPort?.on('message', (request: Request) => {
  try {
    const page = packPage(runCompileJob(request.job, request.variables));
    if (request.cache) {
      let cache = caches.get(request.cache.dir);
      if (!cache) {
        cache = new CompileCache(request.cache.dir, request.variables);
        caches.set(request.cache.dir, cache);
      }
      cache.set(request.cache.key, page);
    }
    parentPort?.postMessage({ id: request.id, page });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, failure: (error as Error).stack ?? String(error) });
  }
});
