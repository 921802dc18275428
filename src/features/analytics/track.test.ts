import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './analytics-events';

// Analytics configured for this test's build; the module reads the settings when loaded.
beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('VITE_POSTHOG_KEY', 'phc_test');
});
afterEach(() => vi.unstubAllEnvs());

async function load() {
  const track = await import('./track');
  const { useConsentStore } = await import('./consent-store');
  return { ...track, useConsentStore };
}

describe('track', () => {
  it('drops events without analytics consent', async () => {
    const { track, setAnalyticsSink, useConsentStore } = await load();
    const sent: AnalyticsEvent[] = [];
    useConsentStore.setState({ status: 'decided', choice: { analytics: false, crm: true } });
    setAnalyticsSink((event) => sent.push(event));
    track('assistant_interaction', { component_type: 'chat' });
    expect(sent).toEqual([]);
  });

  it('holds events until the client has loaded, then sends them in order', async () => {
    const { track, setAnalyticsSink, useConsentStore } = await load();
    useConsentStore.setState({ status: 'decided', choice: { analytics: true, crm: false } });
    track('assistant_interaction', { component_type: 'modal' });
    track('assistant_message_submitted', {
      component_type: 'chat',
      last_user_message: 'How do I trace a LangChain agent?',
    });
    const sent: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => sent.push(event));
    track('copy_markdown', { result: 'Copied!', path: '/docs' });
    expect(sent.map((event) => event.name)).toEqual([
      'assistant_interaction',
      'assistant_message_submitted',
      'copy_markdown',
    ]);
    expect(sent[1].properties).toEqual({
      component_type: 'chat',
      last_user_message: 'How do I trace a LangChain agent?',
    });
  });

  it('sends nothing when analytics is not configured', async () => {
    vi.stubEnv('VITE_POSTHOG_KEY', '');
    const { track, setAnalyticsSink, useConsentStore } = await load();
    useConsentStore.setState({ status: 'decided', choice: { analytics: true, crm: true } });
    const sent: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => sent.push(event));
    track('assistant_interaction', { component_type: 'search' });
    expect(sent).toEqual([]);
  });
});
