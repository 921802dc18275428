import { Workbox } from 'workbox-window';
import { offerUpdate } from './offer-update';
import { readerPause } from './reader-pause';

const SW_URL = '/service-worker.js';
const UPDATE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker, hands it what this page fetched before it was
 * in control, and offers a reload when a newer build's worker is waiting.
 * `data-offline-ready` on <html> tells that this page is stored.
 */
export async function registerOffline(): Promise<void> {
  const workbox = new Workbox(SW_URL);
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      // The new worker takes over; the page reloads into the new build as a whole.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // Browsers (and test harnesses) that refuse service workers read online only.
  const registration = await workbox.register().catch(() => undefined);
  if (!registration) return;
  const checkForUpdate = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  setInterval(checkForUpdate, UPDATE_INTERVAL_MS);

  const controller = await currentController();
  await storeFetched(controller, window.location.pathname, fetchedUrls());
  document.documentElement.dataset.offlineReady = 'true';
}

function currentController(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller);
  return new Promise((resolve) => {
    serviceWorker.addEventListener('controllerchange', function listener() {
      if (!serviceWorker.controller) return;
      serviceWorker.removeEventListener('controllerchange', listener);
      resolve(serviceWorker.controller);
    });
  });
}

/** Same-origin files this page loaded, for the worker to store (it was not in control yet). */
function fetchedUrls(): string[] {
  const origin = window.location.origin;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/`) && !name.startsWith(`${origin}/api/`));
}

/** What the worker is asked to store (read by service-worker.ts). */
export interface StoreRequest {
  type: 'STORE_FETCHED';
  /** Same-origin URLs the page fetched before the worker controlled it. */
  urls: string[];
  /** The page's own document, stored like a navigation. */
  document?: string;
}

function askToStore(controller: ServiceWorker, request: StoreRequest): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    controller.postMessage(request, [channel.port2]);
  });
}

/**
 * Has the worker store the page's document, then each file the page fetched
 * before the worker was in control: one at a time, each in a reader pause
 * (reader-pause.ts), so no store runs while the reader types a search.
 */
export async function storeFetched(
  controller: ServiceWorker,
  documentPath: string,
  urls: readonly string[],
  pause: () => Promise<void> = readerPause,
): Promise<void> {
  const requests: StoreRequest[] = [
    { type: 'STORE_FETCHED', urls: [], document: documentPath },
    ...urls.map((url): StoreRequest => ({ type: 'STORE_FETCHED', urls: [url] })),
  ];
  for (const request of requests) {
    await pause();
    await askToStore(controller, request);
  }
}
