import type { StateCreator } from 'zustand';
import { readStorage, writeStorage } from './safe-storage';

export interface SidebarSlice {
  /** Folders the reader opened or closed this session, by route; absent means "use the default". */
  openFolders: Record<string, boolean>;
  /** The desktop sidebar is collapsed to its narrow width. */
  sidebarCollapsed: boolean;
  /** The mobile menu (sidebar sliding over the page) is open. */
  mobileMenuOpen: boolean;
  setFolderOpen: (route: string, open: boolean) => void;
  toggleSidebar: () => void;
  setMobileMenuOpen: (open: boolean) => void;
  hydrateSidebar: () => void;
}

/** Session storage key: the sidebar state lasts as long as the tab. */
export const SIDEBAR_STORAGE_KEY = 'sidebar-state';

interface StoredSidebar {
  openFolders: Record<string, boolean>;
  sidebarCollapsed: boolean;
}

function save(state: StoredSidebar) {
  writeStorage('session', SIDEBAR_STORAGE_KEY, JSON.stringify(state));
}

function load(): StoredSidebar | null {
  const raw = readStorage('session', SIDEBAR_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSidebar>;
    const openFolders: Record<string, boolean> = {};
    if (parsed.openFolders && typeof parsed.openFolders === 'object') {
      for (const [route, open] of Object.entries(parsed.openFolders)) {
        if (typeof open === 'boolean') openFolders[route] = open;
      }
    }
    return { openFolders, sidebarCollapsed: parsed.sidebarCollapsed === true };
  } catch {
    return null;
  }
}

export const createSidebarSlice: StateCreator<SidebarSlice, [], [], SidebarSlice> = (set, get) => ({
  openFolders: {},
  sidebarCollapsed: false,
  mobileMenuOpen: false,
  setFolderOpen: (route, open) => {
    set((state) => ({ openFolders: { ...state.openFolders, [route]: open } }));
    save({ openFolders: get().openFolders, sidebarCollapsed: get().sidebarCollapsed });
  },
  toggleSidebar: () => {
    set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed }));
    save({ openFolders: get().openFolders, sidebarCollapsed: get().sidebarCollapsed });
  },
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  hydrateSidebar: () => {
    const stored = load();
    if (stored) set(stored);
  },
});
