import type { AnalyticsEvent, AnalyticsEventName, AnalyticsEvents } from './analytics-events';
import { analyticsSettings } from './analytics-settings';
import { useConsentStore } from './consent-store';

/** Receives events once the analytics client has loaded (posthog-client.ts). */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** Events sent between consent and the client finishing its download. */
const MAX_PENDING = 50;
let sink: AnalyticsSink | null = null;
let pending: AnalyticsEvent[] = [];

/**
 * Reports a product event. Safe to call anywhere, any time: without analytics
 * consent (or with analytics not configured) the event is dropped on the spot;
 * with consent it is sent, or held until the client has loaded.
 */
export function track<Name extends AnalyticsEventName>(
  name: Name,
  properties: AnalyticsEvents[Name],
): void {
  if (!analyticsSettings.posthog || !useConsentStore.getState().choice.analytics) return;
  const event = { name, properties } as AnalyticsEvent;
  if (sink) sink(event);
  else if (pending.length < MAX_PENDING) pending.push(event);
}

/** Connects the loaded client (or disconnects it with null, when consent is withdrawn). */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  if (!next) {
    pending = [];
    return;
  }
  const held = pending;
  pending = [];
  for (const event of held) next(event);
}
