import type { StateCreator } from 'zustand';
import { BANNER_DISMISSED_VALUE } from '../../config/theme';
import { readStorage, writeStorage } from './safe-storage';

export interface BannerSlice {
  /** Banner keys dismissed by the reader. */
  dismissedBanners: Record<string, true>;
  dismissBanner: (key: string) => void;
  /** Reads whether `key` was dismissed on an earlier visit. */
  hydrateBanner: (key: string) => void;
}

export const createBannerSlice: StateCreator<BannerSlice, [], [], BannerSlice> = (set) => ({
  dismissedBanners: {},
  dismissBanner: (key) => {
    writeStorage('local', key, BANNER_DISMISSED_VALUE);
    set((state) => ({ dismissedBanners: { ...state.dismissedBanners, [key]: true } }));
  },
  hydrateBanner: (key) => {
    if (readStorage('local', key) === BANNER_DISMISSED_VALUE) {
      set((state) => ({ dismissedBanners: { ...state.dismissedBanners, [key]: true } }));
    }
  },
});
