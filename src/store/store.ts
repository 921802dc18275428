import { create } from 'zustand';
import { type BannerSlice, createBannerSlice } from './banner-slice';
import { createRegionsSlice, type RegionsSlice } from './regions-slice';
import { createSidebarSlice, type SidebarSlice } from './sidebar-slice';
import { createThemeSlice, type ThemeSlice } from './theme-slice';

export type AppState = ThemeSlice & BannerSlice & SidebarSlice & RegionsSlice;

/**
 * The one client store. Slices start from defaults that are the same on the
 * server and the client; their `hydrate*` actions read saved state after mount.
 */
export const createAppStore = () =>
  create<AppState>()((...a) => ({
    ...createThemeSlice(...a),
    ...createBannerSlice(...a),
    ...createSidebarSlice(...a),
    ...createRegionsSlice(...a),
  }));

export const useAppStore = createAppStore();
