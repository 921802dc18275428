import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../app/when-idle';
import { hasTracking } from './analytics-settings';
import { useConsentStore } from './consent-store';

const ConsentAndTracking = lazy(() => import('./consent-and-tracking'));

/**
 * Consent first: nothing is sent before the reader's choice is read, and the
 * banner asks when there is none. A server render shows no banner, so its
 * code (and the tracking code) loads once the page is live and the browser
 * idle (or at once when the reader opens "Cookie settings"); it is not part
 * of the first load.
 */
export function AnalyticsRoot() {
  const [idle, setIdle] = useState(false);
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  useEffect(() => (hasTracking ? whenIdle(() => setIdle(true)) : undefined), []);
  return hasTracking && (idle || settingsOpen) ? (
    <Suspense fallback={null}>
      <ConsentAndTracking />
    </Suspense>
  ) : null;
}
