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

/** The check started by code that failed to load; kept while it runs, and for good once it reloads. */
let codeCheck: Promise<boolean> | null = null;

/**
 * Code chunks of an older build that fail to load (Vite's preload error on a
 * dynamic import): reload onto the live build. The import still fails as it
 * would: preventing the event would resolve it to nothing, and a part that
 * cannot load offline must fail on its own without taking the page
 * (theme/lazy-part.tsx); the page's error boundary waits for this check.
 */
export function reloadOnStaleCode(buildId: () => string): () => void {
  const check = () => {
    codeCheck ??= reloadIfBuildChanged(buildId()).then((reloading) => {
      if (!reloading) codeCheck = null;
      return reloading;
    });
  };
  window.addEventListener('vite:preloadError', check);
  return () => window.removeEventListener('vite:preloadError', check);
}

/** Whether the page is being reloaded onto a newer build because its code failed to load. */
export function reloadingForCode(): Promise<boolean> {
  return codeCheck ?? Promise.resolve(false);
}
