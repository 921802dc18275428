/**
 * When the reader last typed into a search box, for work that waits until
 * typing pauses: the full chunk's download (search-client.ts) and a sharded
 * index's page fetches (shards/sharded-client.ts), which a key typed
 * meanwhile would make useless.
 */
let lastTypedAt = Number.NEGATIVE_INFINITY;

/** Called on every change of a search box's text. */
export function noteTyping(): void {
  lastTypedAt = performance.now();
}

/** Calls `run` once `ms` have passed without typing. */
export function whenTypingPauses(ms: number, run: () => void): void {
  const wait = lastTypedAt + ms - performance.now();
  if (wait > 0) setTimeout(() => whenTypingPauses(ms, run), wait);
  else run();
}
