import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hasTracking } from './analytics-settings';
import { ConsentBanner } from './consent-banner';
import { useConsentStore } from './consent-store';
import { needsConsentBanner } from './needs-banner';
import { reportRouteChange } from './route-changes';
import { applyConsent } from './tracking-services';

/**
 * Consent first: reads the stored choice after mount (a server render shows
 * no banner and sends nothing), asks when there is none, and starts exactly
 * the services the reader allowed. Reports every completed route change.
 */
export function AnalyticsRoot() {
  return hasTracking ? <ConsentAndTracking /> : null;
}

function ConsentAndTracking() {
  const { pathname, search } = useLocation();
  const status = useConsentStore((s) => s.status);
  const choice = useConsentStore((s) => s.choice);
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  const hydrateConsent = useConsentStore((s) => s.hydrateConsent);

  // Only a new pathname is a new page (route-changes.ts ignores the rest).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query only rides along with a new pathname
  useEffect(() => reportRouteChange(pathname, search), [pathname]);

  useEffect(() => {
    void hydrateConsent(needsConsentBanner);
  }, [hydrateConsent]);

  useEffect(() => {
    if (status === 'decided') applyConsent(choice);
  }, [status, choice]);

  // Remounted on each opening, so a reopened banner starts from the stored choice.
  return status === 'asking' || settingsOpen ? (
    <ConsentBanner key={settingsOpen ? 'settings' : 'first'} />
  ) : null;
}
