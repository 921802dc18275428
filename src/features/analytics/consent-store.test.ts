import { beforeEach, describe, expect, it } from 'vitest';
import { consentConfig } from '../../../config/analytics';
import { createConsentStore } from './consent-store';
import { needsConsentBanner } from './needs-banner';

beforeEach(() => localStorage.clear());

const ask = async () => true;
const noBanner = async () => false;

describe('consent store', () => {
  it('asks when nothing is stored, and stores the choice with a version', async () => {
    const store = createConsentStore();
    expect(store.getState().status).toBe('unknown');
    await store.getState().hydrateConsent(ask);
    expect(store.getState().status).toBe('asking');
    expect(store.getState().choice).toEqual({ analytics: false, crm: false });
    store.getState().decide({ analytics: true, crm: false });
    expect(store.getState()).toMatchObject({
      status: 'decided',
      choice: { analytics: true, crm: false },
    });
    const stored = JSON.parse(localStorage.getItem(consentConfig.storageKey) ?? '{}');
    expect(stored).toMatchObject({ v: 1, analytics: true, crm: false });
  });

  it('reads a stored choice without asking', async () => {
    localStorage.setItem(
      consentConfig.storageKey,
      JSON.stringify({ v: 1, analytics: false, crm: true, at: '2026-01-01T00:00:00Z' }),
    );
    const store = createConsentStore();
    let asked = false;
    await store.getState().hydrateConsent(async () => {
      asked = true;
      return true;
    });
    expect(asked).toBe(false);
    expect(store.getState()).toMatchObject({
      status: 'decided',
      choice: { analytics: false, crm: true },
      implied: false,
    });
  });

  it('ignores stored garbage and other versions', async () => {
    for (const value of [
      '{',
      '{"v":2,"analytics":true,"crm":true}',
      '{"v":1,"analytics":"yes","crm":true}',
    ]) {
      localStorage.setItem(consentConfig.storageKey, value);
      const store = createConsentStore();
      await store.getState().hydrateConsent(ask);
      expect(store.getState().status).toBe('asking');
    }
  });

  it('implies consent where the region needs no banner, without storing it', async () => {
    const store = createConsentStore();
    await store.getState().hydrateConsent(noBanner);
    expect(store.getState()).toMatchObject({
      status: 'decided',
      implied: true,
      choice: { analytics: true, crm: true },
    });
    expect(localStorage.getItem(consentConfig.storageKey)).toBeNull();
  });

  it('keeps a choice made while the region was being looked up', async () => {
    const store = createConsentStore();
    let answer: (value: boolean) => void = () => {};
    const pending = store
      .getState()
      .hydrateConsent(() => new Promise((resolve) => (answer = resolve)));
    store.getState().decide({ analytics: false, crm: false });
    answer(false);
    await pending;
    expect(store.getState()).toMatchObject({
      implied: false,
      choice: { analytics: false, crm: false },
    });
  });

  it('opens and closes the settings', () => {
    const store = createConsentStore();
    store.getState().openSettings();
    expect(store.getState().settingsOpen).toBe(true);
    store.getState().decide({ analytics: true, crm: true });
    expect(store.getState().settingsOpen).toBe(false);
  });
});

describe('needsConsentBanner', () => {
  it('asks everyone without looking anything up when no region is exempt', async () => {
    let looked = false;
    const lookup = async () => {
      looked = true;
      return 'NA';
    };
    expect(await needsConsentBanner([], lookup)).toBe(true);
    expect(looked).toBe(false);
  });

  it('skips the banner only on the exempt continents, and asks when the lookup fails', async () => {
    expect(await needsConsentBanner(['NA'], async () => 'NA')).toBe(false);
    expect(await needsConsentBanner(['NA'], async () => 'EU')).toBe(true);
    expect(await needsConsentBanner(['NA'], async () => null)).toBe(true);
    expect(await needsConsentBanner(['NA'], () => Promise.reject(new Error('offline')))).toBe(true);
  });
});
