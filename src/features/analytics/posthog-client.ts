/**
 * The analytics client, in its own chunk: downloaded only after the reader
 * allows analytics. The slim build leaves out autocapture, surveys and the
 * other extensions this site does not use.
 */
import posthog from 'posthog-js/dist/module.slim';
import type { PosthogSettings } from '../../../config/analytics';
import { onRouteChange } from './route-changes';
import { setAnalyticsSink } from './track';

let initialised = false;

/** Starts capturing: one `$pageview` now and one per later route change. Returns the stop function. */
export function startPosthog(settings: PosthogSettings): () => void {
  if (!initialised) {
    posthog.init(settings.key, {
      api_host: settings.host,
      // Page views come from route changes (route-changes.ts), never from the library's own
      // history listener, which would also count query-only changes.
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
      rageclick: false,
      disable_session_recording: !settings.sessionRecording,
      disable_surveys: true,
      disable_product_tours: true,
      disable_conversations: true,
      disable_web_experiments: true,
      // Extensions load from the PostHog assets host; only session recording needs one.
      disable_external_dependency_loading: !settings.sessionRecording,
    });
    initialised = true;
  } else {
    // Consent given again after being withdrawn in this page load.
    posthog.opt_in_capturing({ captureEventName: false });
  }
  setAnalyticsSink((event) => posthog.capture(event.name, event.properties));
  const stopPageviews = onRouteChange(() => posthog.capture('$pageview'), true);
  return () => {
    stopPageviews();
    setAnalyticsSink(null);
    posthog.opt_out_capturing();
  };
}
