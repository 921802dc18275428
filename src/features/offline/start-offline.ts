/**
 * Offline support starts a few seconds after the page has loaded, once the
 * main thread is idle: the service worker's precache (about a megabyte)
 * would otherwise share the connection with whatever the reader does first
 * (a search index loaded on the first focus arrived about 90 ms later), and
 * its registration code stays off the first load. Production builds only:
 * the dev server has no worker.
 */
const START_AFTER_LOAD_MS = 3000;

export function startOfflineSupport(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const run = () => void import('./register-offline').then((module) => module.registerOffline());
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  const afterLoad = () => setTimeout(register, START_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
