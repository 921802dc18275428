import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadingForCode, reloadOnStaleCode } from './build-change';

/** Fires Vite's preload error, as its preload helper does when a chunk fails to load. */
function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

const manifest = (buildId: string) =>
  new Response(JSON.stringify({ buildId }), { headers: { 'content-type': 'application/json' } });

/** Set by the reload itself (jsdom's reload does not navigate). */
const reloadedFor = () => sessionStorage.getItem('reloaded-for-build');

describe('reloadOnStaleCode', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  function listening(live: () => Promise<Response>) {
    const fetch = vi.fn(live);
    vi.stubGlobal('fetch', fetch);
    stop = reloadOnStaleCode(() => 'build-a');
    return fetch;
  }

  it('lets the failed import fail when the same build is live, for the part that asked to handle', async () => {
    const fetch = listening(async () => manifest('build-a'));
    expect(preloadError().defaultPrevented).toBe(false);
    expect(await reloadingForCode()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reloadedFor()).toBeNull();
  });

  it('offline, the check fails quietly and nothing reloads', async () => {
    listening(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(preloadError().defaultPrevented).toBe(false);
    expect(await reloadingForCode()).toBe(false);
    expect(reloadedFor()).toBeNull();
  });

  // Last: a reload is for good, as the page is leaving.
  it('reloads once onto a newer live build, and the error page waits for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = listening(async () => manifest('build-b'));
    preloadError();
    // A second failure while the first is checked does not start another check.
    preloadError();
    expect(await reloadingForCode()).toBe(true);
    expect(reloadedFor()).toBe('build-b');
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
