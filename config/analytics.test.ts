import { describe, expect, it } from 'vitest';
import { analyticsOrigins, resolveAnalyticsSettings } from './analytics';

describe('resolveAnalyticsSettings', () => {
  it('turns everything off without a key or an id', () => {
    const settings = resolveAnalyticsSettings({ VITE_POSTHOG_HOST: 'https://us.i.posthog.com' });
    expect(settings).toEqual({ posthog: null, crm: null });
    expect(analyticsOrigins(settings)).toEqual({ posthog: [], crm: [] });
  });

  it('defaults to the EU host with recording off', () => {
    expect(resolveAnalyticsSettings({ VITE_POSTHOG_KEY: ' phc_abc ' }).posthog).toEqual({
      key: 'phc_abc',
      host: 'https://eu.i.posthog.com',
      sessionRecording: false,
    });
  });

  it('takes host and session recording from the build settings', () => {
    const { posthog } = resolveAnalyticsSettings({
      VITE_POSTHOG_KEY: 'phc_abc',
      VITE_POSTHOG_HOST: 'https://us.i.posthog.com/',
      VITE_POSTHOG_SESSION_RECORDING: 'true',
    });
    expect(posthog).toEqual({
      key: 'phc_abc',
      host: 'https://us.i.posthog.com',
      sessionRecording: true,
    });
  });

  it('fills the CRM id into the script URL', () => {
    const { crm } = resolveAnalyticsSettings({
      VITE_CRM_ID: '4711',
      VITE_CRM_SCRIPT_URL: 'http://127.0.0.1:8961/{id}.js',
      VITE_CRM_HOSTS: 'http://127.0.0.1:8961',
    });
    expect(crm).toEqual({
      id: '4711',
      scriptUrl: 'http://127.0.0.1:8961/4711.js',
      hosts: ['http://127.0.0.1:8961'],
    });
  });

  it('rejects hosts that are not http(s) URLs and odd CRM ids', () => {
    expect(() =>
      resolveAnalyticsSettings({ VITE_POSTHOG_KEY: 'k', VITE_POSTHOG_HOST: 'eu.i.posthog.com' }),
    ).toThrow('VITE_POSTHOG_HOST must be an http(s) URL, got "eu.i.posthog.com"');
    expect(() =>
      resolveAnalyticsSettings({ VITE_POSTHOG_KEY: 'k', VITE_POSTHOG_HOST: 'javascript:x' }),
    ).toThrow('VITE_POSTHOG_HOST must be an http(s) URL');
    expect(() => resolveAnalyticsSettings({ VITE_CRM_ID: '1"><script>' })).toThrow('VITE_CRM_ID');
  });

  it('derives the PostHog assets host beside a named API host', () => {
    const settings = resolveAnalyticsSettings({ VITE_POSTHOG_KEY: 'k' });
    expect(analyticsOrigins(settings).posthog).toEqual([
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
    ]);
  });
});
