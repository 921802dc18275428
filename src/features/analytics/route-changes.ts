/**
 * The completed route changes of this page load, as one channel that the
 * analytics and CRM clients subscribe to. Only a new pathname counts: hash
 * changes and query-only changes keep the page and are not page views.
 */
export interface RouteChange {
  pathname: string;
  /** pathname + search, as the CRM is told it. */
  path: string;
}

type Listener = (change: RouteChange) => void;

let current: RouteChange | null = null;
const listeners = new Set<Listener>();

export function reportRouteChange(pathname: string, search: string): void {
  if (current?.pathname === pathname) return;
  current = { pathname, path: `${pathname}${search}` };
  for (const listener of listeners) listener(current);
}

/**
 * Calls `listener` for every later route change and, with `replayCurrent`,
 * at once for the page already shown. Returns the unsubscribe function.
 */
export function onRouteChange(listener: Listener, replayCurrent: boolean): () => void {
  listeners.add(listener);
  if (replayCurrent && current) listener(current);
  return () => {
    listeners.delete(listener);
  };
}
