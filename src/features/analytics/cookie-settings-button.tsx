import { hasTracking } from './analytics-settings';
import { CONSENT_LABELS } from './consent-labels';
import { useConsentStore } from './consent-store';

/**
 * The footer's "Cookie settings" entry, as a list item: reopens the consent
 * banner with the choices. Absent when nothing is configured to ask about.
 */
export function CookieSettingsItem({ className }: { className?: string }) {
  const openSettings = useConsentStore((s) => s.openSettings);
  if (!hasTracking) return null;
  return (
    <li>
      <button type="button" className={className} onClick={openSettings}>
        {CONSENT_LABELS.settings}
      </button>
    </li>
  );
}
