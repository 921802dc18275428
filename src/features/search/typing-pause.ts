/**
 * When the reader last typed into a search box, for work that waits until
 * typing pauses: the full chunk's download (search-client.ts) and a sharded
 * index's page fetches (shards/sharded-client.ts), which a key typed
 * meanwhile would make useless.
 */
let lastTypedAt = Number.NEGATIVE_INFINITY;
/** Time between the last key and the one before it. */
let gapBefore = Number.POSITIVE_INFINITY;

/** Called on every change of a search box's text. */
export function noteTyping(): void {
  const now = performance.now();
  gapBefore = now - lastTypedAt;
  lastTypedAt = now;
}

/** Calls `run` once `ms` have passed without typing. */
export function whenTypingPauses(ms: number, run: () => void): void {
  const wait = lastTypedAt + ms - performance.now();
  if (wait > 0) setTimeout(() => whenTypingPauses(ms, run), wait);
  else run();
}

/**
 * Calls `run` at once when the last key came `slowKey` ms or more after the
 * one before it (the first key, or a reader typing that slowly, waits on
 * each key's answer); within a faster run of keys, once typing pauses for
 * `pause` ms.
 */
export function atReadersPace(
  run: () => void,
  { pause, slowKey }: { pause: number; slowKey: number },
): void {
  if (gapBefore >= slowKey) run();
  else whenTypingPauses(pause, run);
}

/**
 * Calls `run` once typing pauses for `pause` ms, only when the last key came
 * `slowKey` ms or more after the one before it (a reader who waits on each
 * key's answer); within a faster run of keys, or when another key comes
 * first, never.
 */
export function whenSlowReaderPauses(
  run: () => void,
  { pause, slowKey }: { pause: number; slowKey: number },
): void {
  if (gapBefore < slowKey) return;
  const typedAt = lastTypedAt;
  whenTypingPauses(pause, () => {
    if (lastTypedAt === typedAt) run();
  });
}
