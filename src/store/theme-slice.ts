import type { StateCreator } from 'zustand';
import { type ThemeName, themeConfig } from '../../config/theme';
import { readStorage, writeStorage } from './safe-storage';

export interface ThemeSlice {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  /** Reads the saved choice; called once after mount so server and client render alike. */
  hydrateTheme: () => void;
}

const themes: readonly ThemeName[] = ['light', 'dark', 'system'];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

export const createThemeSlice: StateCreator<ThemeSlice, [], [], ThemeSlice> = (set) => ({
  theme: themeConfig.nextThemes.defaultTheme,
  setTheme: (theme) => {
    writeStorage('local', themeConfig.nextThemes.storageKey, theme);
    set({ theme });
  },
  hydrateTheme: () => {
    const saved = readStorage('local', themeConfig.nextThemes.storageKey);
    if (isThemeName(saved)) set({ theme: saved });
  },
});
