/**
 * Offline support starts a few seconds after the page has loaded, in a
 * reader pause (reader-pause.ts: the page idle, no search being typed): the
 * service worker's precache (about a megabyte) would otherwise share the
 * connection and the cores with whatever the reader does first (a search
 * index loaded on the first focus arrived about 90 ms later), and its
 * registration code stays off the first load. Production builds only: the
 * dev server has no worker.
 */
import { readerPause } from './reader-pause';

const START_AFTER_LOAD_MS = 3000;

export function startOfflineSupport(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    readerPause()
      .then(() => import('./register-offline'))
      .then((module) => module.registerOffline());
  const afterLoad = () => setTimeout(register, START_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
