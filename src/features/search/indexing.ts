/**
 * Builds a search engine from a locale's chunk in two stages: page titles and
 * headings as the chunk streams in (search works once it has arrived),
 * section text in small slices afterwards, so whoever runs it (the worker, or
 * the page when there is no worker) stays responsive.
 */
import { SearchEngine } from './engine';
import { SEARCH_SETTINGS } from './engine-settings';
import { readChunk } from './read-chunk';
import type { LoadPhases } from './worker-protocol';

/** Runs `task` after pending events (messages, input) had their turn, without timer clamping. */
export function yieldThen(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

export interface StartedIndex {
  engine: SearchEngine;
  phases: LoadPhases;
}

/**
 * Titles and headings are indexed as the head chunk streams in (or the full
 * chunk, when there is no head); then the full chunk's section text is
 * loaded and, with FlexSearch (which only section text needs), indexed.
 * `started`: when the chunks were requested, so `phases.stream` covers the
 * download.
 */
export async function startIndexing(
  head: Response | null,
  loadFull: () => Promise<Response>,
  started: number,
  onIndexed: () => void,
): Promise<StartedIndex> {
  const flexsearch = import('flexsearch');
  const engine = new SearchEngine();
  await readChunk(head ?? (await loadFull()), (route, entry) => engine.addPage(route, entry));
  const streamed = performance.now();
  engine.finishPages();
  const phases = { stream: streamed - started, finish: performance.now() - streamed };
  const sectionText = head
    ? loadFull()
        .then((response) => readChunk(response, (route, entry) => engine.fillText(route, entry)))
        .then(() => engine.clearCaches())
    : Promise.resolve();
  // One warm-up query per turn: a reader's query waits for one at most.
  const warmUp = (queries: string[]) => {
    const query = queries.shift();
    if (query === undefined) return engine.clearCaches();
    engine.search(query);
    yieldThen(() => warmUp(queries));
  };
  const step = () => {
    if (!engine.indexBodies(SEARCH_SETTINGS.bodySliceMs)) return yieldThen(step);
    onIndexed();
    yieldThen(() => warmUp(engine.warmUpQueries()));
  };
  Promise.all([flexsearch, sectionText]).then(
    ([{ Index }]) => {
      engine.attachBodyIndex(Index);
      yieldThen(step);
    },
    // Titles and headings still answer; section text stays unsearched.
    (error) => console.error('search: section text index did not load', error),
  );
  return { engine, phases };
}
