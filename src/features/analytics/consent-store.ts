import { create, type StateCreator } from 'zustand';
import { consentConfig } from '../../../config/analytics';
import { readStorage, writeStorage } from '../../store/safe-storage';

/** What the reader allows; each service starts only with its own consent. */
export interface ConsentChoice {
  analytics: boolean;
  crm: boolean;
}

/**
 * unknown: not read yet (server render, first client render);
 * asking: no choice stored, the banner is shown;
 * decided: a stored choice, or the region needs no banner (`implied`).
 */
export type ConsentStatus = 'unknown' | 'asking' | 'decided';

export interface ConsentSlice {
  status: ConsentStatus;
  choice: ConsentChoice;
  /** True when the choice comes from the region switch, not from the reader. */
  implied: boolean;
  /** "Cookie settings" reopened the banner with the choices expanded. */
  settingsOpen: boolean;
  /** Reads a stored choice; without one, `needsBanner` decides between asking and implied consent. */
  hydrateConsent: (needsBanner: () => Promise<boolean>) => Promise<void>;
  decide: (choice: ConsentChoice) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

const STORED_VERSION = 1;
const nothingAllowed: ConsentChoice = { analytics: false, crm: false };

interface StoredConsent extends ConsentChoice {
  v: number;
  at: string;
}

export function readStoredConsent(): ConsentChoice | null {
  const raw = readStorage('local', consentConfig.storageKey);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (value.v !== STORED_VERSION) return null;
    if (typeof value.analytics !== 'boolean' || typeof value.crm !== 'boolean') return null;
    return { analytics: value.analytics, crm: value.crm };
  } catch {
    return null;
  }
}

export const createConsentSlice: StateCreator<ConsentSlice, [], [], ConsentSlice> = (set, get) => ({
  status: 'unknown',
  choice: nothingAllowed,
  implied: false,
  settingsOpen: false,
  hydrateConsent: async (needsBanner) => {
    if (get().status !== 'unknown') return;
    const stored = readStoredConsent();
    if (stored) {
      set({ status: 'decided', choice: stored, implied: false });
      return;
    }
    const ask = await needsBanner();
    // The reader may have decided (through Cookie settings) while the region was looked up.
    if (get().status !== 'unknown') return;
    set(
      ask
        ? { status: 'asking' }
        : { status: 'decided', choice: { analytics: true, crm: true }, implied: true },
    );
  },
  decide: (choice) => {
    const stored: StoredConsent = { v: STORED_VERSION, ...choice, at: new Date().toISOString() };
    writeStorage('local', consentConfig.storageKey, JSON.stringify(stored));
    set({ status: 'decided', choice: { ...choice }, implied: false, settingsOpen: false });
  },
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
});

export const createConsentStore = () => create<ConsentSlice>()(createConsentSlice);

/** The reader's consent. Its own small store: the banner ships on first load. */
export const useConsentStore = createConsentStore();
