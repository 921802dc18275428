import type { CrmSettings } from '../../../config/analytics';
import { onRouteChange } from './route-changes';

/** The HubSpot-style command queue: `_hsq.push(['setPath', path])`, `_hsq.push(['trackPageView'])`. */
type CrmCommand = [string, ...unknown[]];
type CrmWindow = Window & { _hsq?: { push: (command: CrmCommand) => unknown } };

const SCRIPT_ID = 'crm-tracking-script';

function queue(): { push: (command: CrmCommand) => unknown } {
  const w = window as CrmWindow;
  // Before the script loads this is a plain array; the script replaces it and replays it.
  if (!w._hsq) w._hsq = [] as CrmCommand[];
  return w._hsq;
}

/**
 * Loads the CRM script once and tells it each later route change (path, then
 * a page view). The script counts the page it loads on by itself, so the
 * current page is not pushed again. Returns the stop function: the script
 * cannot be unloaded, so stopping also asks it to stop tracking.
 */
export function startCrm(settings: CrmSettings): () => void {
  if (document.getElementById(SCRIPT_ID)) {
    // Consent given again in this page load: the script is there, tracking was stopped.
    queue().push(['doNotTrack', { track: true }]);
  } else {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = settings.scriptUrl;
    document.head.appendChild(script);
  }
  // queue() each time: once loaded, the script replaces the array with its own queue.
  const stop = onRouteChange((change) => {
    queue().push(['setPath', change.path]);
    queue().push(['trackPageView']);
  }, false);
  return () => {
    stop();
    queue().push(['doNotTrack']);
  };
}
