/**
 * When offline support may work in the background: once the reader has not
 * typed into a search box for READER_PAUSE_MS and the page is idle. On a
 * two-core machine the worker's stores took the cores a search answer needs:
 * keys typed while they ran were answered 4-8 ms later at the median.
 */
import { whenIdle } from '../../app/when-idle';
import { whenTypingPauses } from '../search/typing-pause';

/** Longer than a reader's pause between keys, so a query being typed is not interrupted. */
export const READER_PAUSE_MS = 2000;

/**
 * Resolves once typing has paused and the page has had an idle moment; a key
 * typed meanwhile starts the wait for a pause again.
 */
export function readerPause(): Promise<void> {
  return new Promise((resolve) => {
    whenTypingPauses(READER_PAUSE_MS, () =>
      whenIdle(() => whenTypingPauses(READER_PAUSE_MS, resolve), { timeout: 5000, fallback: 0 }),
    );
  });
}
