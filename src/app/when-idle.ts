/**
 * Runs `run` once the browser is idle, within `timeout` ms at the latest;
 * where there is no requestIdleCallback (Safari), after `fallback` ms. For
 * work that must not compete with the page being read or typed into.
 */
export function whenIdle(
  run: () => void,
  { timeout, fallback }: { timeout: number; fallback: number },
): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, fallback);
}
