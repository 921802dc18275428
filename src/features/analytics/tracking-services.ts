import { analyticsSettings } from './analytics-settings';
import type { ConsentChoice } from './consent-store';
import { startCrm } from './crm-client';

/**
 * Starts and stops the analytics client and the CRM script to match the
 * reader's consent. Idempotent, so repeated calls (re-renders, StrictMode's
 * double effects) never start anything twice or stop it by accident.
 */
let posthogWanted = false;
let posthogLoading = false;
let stopPosthog: (() => void) | null = null;
let stopCrm: (() => void) | null = null;

function syncPosthog(): void {
  const settings = analyticsSettings.posthog;
  if (!settings) return;
  if (!posthogWanted && stopPosthog) {
    stopPosthog();
    stopPosthog = null;
  }
  if (!posthogWanted || stopPosthog || posthogLoading) return;
  posthogLoading = true;
  // The client is downloaded only now, after consent.
  import('./posthog-client')
    .then(({ startPosthog }) => {
      posthogLoading = false;
      if (posthogWanted && !stopPosthog) stopPosthog = startPosthog(settings);
    })
    .catch(() => {
      // Offline or blocked: analytics stays off for this page load.
      posthogLoading = false;
    });
}

export function applyConsent(choice: ConsentChoice): void {
  posthogWanted = choice.analytics;
  syncPosthog();
  const crm = analyticsSettings.crm;
  if (crm && choice.crm && !stopCrm) stopCrm = startCrm(crm);
  if (!choice.crm && stopCrm) {
    stopCrm();
    stopCrm = null;
  }
}
