/**
 * Offline support starts after the page has loaded and the main thread is
 * idle, so the service worker and its registration code stay off the first
 * load. Production builds only: the dev server has no worker.
 */
export function startOfflineSupport(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const run = () => void import('./register-offline').then((module) => module.registerOffline());
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
