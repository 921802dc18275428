import type { ComponentType } from 'react';
import { hasTracking } from './analytics-settings';

let ConsentAndTracking: ComponentType | null = null;

/**
 * Loads the consent banner and tracking code, when this build has something
 * to ask consent for; the app awaits it before its first render, so the
 * consent script runs before the page is interactive (SPEC.md §4). A build
 * without analytics never downloads it. If it cannot be fetched, the page
 * runs without it: then nothing is sent either.
 */
export function prepareConsent(): Promise<void> {
  if (!hasTracking || ConsentAndTracking) return Promise.resolve();
  return import('./consent-and-tracking').then(
    (module) => {
      ConsentAndTracking = module.default;
    },
    () => undefined,
  );
}

/**
 * Consent first: reads the stored choice after mount (a server render shows
 * no banner and sends nothing), asks when there is none, and starts exactly
 * the services the reader allowed. Reports every completed route change.
 */
export function AnalyticsRoot() {
  return ConsentAndTracking ? <ConsentAndTracking /> : null;
}
