/**
 * After a deploy, a tab opened on build A asks for A's files (its chunk URLs
 * name A's buildId, its code chunks carry A's hashes): once they are gone the
 * answer is a 404. That is no missing page but a new build, so the tab is
 * moved to the live build with one reload of the address it is on, instead
 * of showing the 404 or error page. A's page map never meets B's chunks: every
 * chunk URL carries the buildId of the page map that asked for it.
 */
import { MANIFEST_URL } from './content-urls';

/** The live build this tab was last reloaded for, so a broken build cannot loop. */
const GUARD = 'reloaded-for-build';

/** The deployed build's id, past the HTTP cache and the service worker's precache. */
async function liveBuildId(): Promise<string | null> {
  try {
    // A query string the precache does not know: the worker passes it to the network.
    const response = await fetch(`${MANIFEST_URL}?live=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { buildId?: unknown };
    return typeof manifest.buildId === 'string' ? manifest.buildId : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page when another build than `buildId` is live (once per live
 * build); answers whether it did. A page that is gone from the live build
 * too then shows the live build's own 404.
 */
export async function reloadIfBuildChanged(buildId: string): Promise<boolean> {
  const live = await liveBuildId();
  if (!live || live === buildId) return false;
  try {
    if (sessionStorage.getItem(GUARD) === live) return false;
    sessionStorage.setItem(GUARD, live);
  } catch {
    // No session storage: reload anyway; the live build's files are there.
  }
  window.location.reload();
  return true;
}

/** Stands in for an answer while the page reloads, so no error state renders meanwhile. */
export function untilReload<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/**
 * Code chunks of an older build that fail to load (Vite's preload error on a
 * dynamic import): reload onto the live build instead of failing the import.
 */
export function reloadOnStaleCode(buildId: () => string): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    void reloadIfBuildChanged(buildId()).then((reloading) => {
      if (!reloading) console.error((event as Event & { payload?: unknown }).payload);
    });
  });
}
