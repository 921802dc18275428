// Worker threads start without the TypeScript loader the main thread may have: register it, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./shard-worker.ts');
