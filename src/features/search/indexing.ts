/**
 * Builds a search engine from a locale's chunk in two stages: page titles and
 * headings as the chunk streams in (search works once it has arrived),
 * section text in small slices afterwards, so whoever runs it (the worker, or
 * the page when there is no worker) stays responsive.
 */
import { SearchEngine } from './engine';
import { SEARCH_SETTINGS } from './engine-settings';
import { readChunk } from './read-chunk';
import { yieldThen } from './turns';
import type { LoadPhases } from './worker-protocol';

export interface StartedIndex {
  engine: SearchEngine;
  phases: LoadPhases;
}

/** Titles and headings of `chunk` (a head chunk, or a full one) indexed as it streams in. */
export async function indexTitles(chunk: Response, started: number): Promise<StartedIndex> {
  const engine = new SearchEngine();
  await readChunk(chunk, (route, entry) => engine.addPage(route, entry));
  const streamed = performance.now();
  engine.finishPages();
  return { engine, phases: { stream: streamed - started, finish: performance.now() - streamed } };
}

/**
 * Runs the engine's warm-up queries, one per turn (a reader's query waits for
 * one at most), so the query path is compiled before the reader's first
 * keys; then forgets their answers and calls `then`.
 */
export function warmUp(engine: SearchEngine, then: () => void = () => {}): void {
  const queries = engine.warmUpQueries();
  const next = () => {
    const query = queries.shift();
    if (query === undefined) {
      engine.clearCaches();
      return then();
    }
    engine.search(query);
    yieldThen(next);
  };
  yieldThen(next);
}

/**
 * Once `sectionText` has filled in what the head chunk cut short: section
 * text indexed with FlexSearch in slices, then the query path warmed up
 * again (section text takes its own); then `onIndexed`.
 */
export function indexSectionText(
  engine: SearchEngine,
  sectionText: Promise<unknown>,
  onIndexed: () => void,
): void {
  const step = () => {
    if (!engine.indexBodies(SEARCH_SETTINGS.bodySliceMs)) return yieldThen(step);
    warmUp(engine, onIndexed);
  };
  Promise.all([import('flexsearch'), sectionText]).then(
    ([{ Index }]) => {
      engine.attachBodyIndex(Index);
      yieldThen(step);
    },
    // Titles and headings still answer; section text stays unsearched.
    (error) => console.error('search: section text index did not load', error),
  );
}

/**
 * Titles and headings are indexed as the head chunk streams in (or the full
 * chunk, when there is no head); then the full chunk's section text is
 * loaded and indexed (indexSectionText). `started`: when the chunks were
 * requested, so `phases.stream` covers the download.
 */
export async function startIndexing(
  head: Response | null,
  loadFull: () => Promise<Response>,
  started: number,
  onIndexed: () => void,
): Promise<StartedIndex> {
  import('flexsearch').catch(() => {});
  const titles = await indexTitles(head ?? (await loadFull()), started);
  const { engine } = titles;
  const sectionText = head
    ? loadFull()
        .then((response) => readChunk(response, (route, entry) => engine.fillText(route, entry)))
        .then(() => engine.clearCaches())
    : Promise.resolve();
  indexSectionText(engine, sectionText, onIndexed);
  return titles;
}
