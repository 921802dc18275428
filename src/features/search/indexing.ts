/**
 * Builds a search engine from a locale's chunk in two stages: page titles and
 * headings at once (search works from then on), section text in small slices
 * afterwards, so whoever runs it (the worker, or the page when there is no
 * worker) stays responsive.
 */
import type { SearchChunk } from '../../../build-content/bundle-format';
import type { SearchEngine } from './engine';
import { SEARCH_SETTINGS } from './engine-settings';

/** Runs `task` after pending events (messages, input) had their turn, without timer clamping. */
export function yieldThen(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

export async function startIndexing(
  chunk: SearchChunk,
  onIndexed: () => void,
): Promise<SearchEngine> {
  const [{ Document }, { SearchEngine }] = await Promise.all([
    import('flexsearch'),
    import('./engine'),
  ]);
  const engine = new SearchEngine(chunk, Document);
  engine.indexHeadings();
  const step = () => {
    if (engine.indexBodies(SEARCH_SETTINGS.bodySliceMs)) onIndexed();
    else yieldThen(step);
  };
  yieldThen(step);
  return engine;
}
