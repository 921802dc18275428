/**
 * Runs `task` once the browser is idle (or after `timeout` ms at the latest).
 * Code the first paint does not need is fetched from here, after hydration,
 * so it never competes with the page turning interactive. Returns a cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
