/** Worker thread entry: one locale's shard files (shard-thread.ts), made from its routes' search pieces. */
import { parentPort } from 'node:worker_threads';
import { searchShardFiles, shardRoutes } from './shard-files.ts';
import type { ShardRequest } from './shard-thread.ts';

parentPort?.once('message', ({ locale, pieces, target, termCache }: ShardRequest) => {
  try {
    const { files } = searchShardFiles(locale, shardRoutes(pieces), target, termCache);
    parentPort?.postMessage({ files: [...files] });
  } catch (error) {
    parentPort?.postMessage({ failure: (error as Error).stack ?? String(error) });
  }
});
