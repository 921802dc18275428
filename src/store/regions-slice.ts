import type { StateCreator } from 'zustand';
import { cloudRegions, type RegionKey } from '../../config/site';

export type RegionSessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface RegionSession {
  status: RegionSessionStatus;
}

export interface RegionsSlice {
  /** Per cloud region: whether the visitor has a live session there (SPEC.md §4 "Header app button"). */
  regionSessions: Record<RegionKey, RegionSession>;
  /** Two-letter continent code from /api/get-continent-code; null until known or on failure. */
  continent: string | null;
  /** The continent lookup has answered (or failed); until then the sign-up region is provisional. */
  continentChecked: boolean;
  setRegionStatus: (region: RegionKey, status: RegionSessionStatus) => void;
  setContinent: (continent: string | null) => void;
}

/** Every cloud region, none checked yet. */
function uncheckedSessions(): Record<RegionKey, RegionSession> {
  return Object.fromEntries(
    cloudRegions.map((region) => [region.key, { status: 'unknown' }]),
  ) as Record<RegionKey, RegionSession>;
}

export const createRegionsSlice: StateCreator<RegionsSlice, [], [], RegionsSlice> = (set) => ({
  regionSessions: uncheckedSessions(),
  continent: null,
  continentChecked: false,
  setRegionStatus: (region, status) =>
    set((state) => ({ regionSessions: { ...state.regionSessions, [region]: { status } } })),
  setContinent: (continent) => set({ continent, continentChecked: true }),
});
