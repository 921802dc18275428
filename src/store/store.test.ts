import { beforeEach, describe, expect, it } from 'vitest';
import { SIDEBAR_STORAGE_KEY } from './sidebar-slice';
import { createAppStore } from './store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('theme slice', () => {
  it('defaults to system and saves the choice under "theme"', () => {
    const store = createAppStore();
    expect(store.getState().theme).toBe('system');
    store.getState().setTheme('dark');
    expect(store.getState().theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('hydrates a saved theme and ignores garbage', () => {
    localStorage.setItem('theme', 'light');
    const store = createAppStore();
    store.getState().hydrateTheme();
    expect(store.getState().theme).toBe('light');
    localStorage.setItem('theme', 'sepia');
    const other = createAppStore();
    other.getState().hydrateTheme();
    expect(other.getState().theme).toBe('system');
  });
});

describe('banner slice', () => {
  it('stores "0" under the banner key when dismissed', () => {
    const store = createAppStore();
    store.getState().dismissBanner('town-hall-2025-07-16');
    expect(localStorage.getItem('town-hall-2025-07-16')).toBe('0');
    expect(store.getState().dismissedBanners['town-hall-2025-07-16']).toBe(true);
  });

  it('stays dismissed on a later load', () => {
    localStorage.setItem('town-hall-2025-07-16', '0');
    const store = createAppStore();
    store.getState().hydrateBanner('town-hall-2025-07-16');
    expect(store.getState().dismissedBanners['town-hall-2025-07-16']).toBe(true);
    store.getState().hydrateBanner('another-banner');
    expect(store.getState().dismissedBanners['another-banner']).toBeUndefined();
  });
});

describe('sidebar slice', () => {
  it('remembers folders and the collapsed state for the session', () => {
    const store = createAppStore();
    store.getState().setFolderOpen('/docs/sdk', false);
    store.getState().toggleSidebar();
    expect(store.getState().sidebarCollapsed).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(SIDEBAR_STORAGE_KEY) ?? '{}')).toEqual({
      openFolders: { '/docs/sdk': false },
      sidebarCollapsed: true,
    });
    const later = createAppStore();
    later.getState().hydrateSidebar();
    expect(later.getState().openFolders).toEqual({ '/docs/sdk': false });
    expect(later.getState().sidebarCollapsed).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('opens and closes the mobile menu without persisting it', () => {
    const store = createAppStore();
    store.getState().setMobileMenuOpen(true);
    expect(store.getState().mobileMenuOpen).toBe(true);
    expect(sessionStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
  });

  it('survives corrupt session data', () => {
    sessionStorage.setItem(SIDEBAR_STORAGE_KEY, '{not json');
    const store = createAppStore();
    store.getState().hydrateSidebar();
    expect(store.getState().openFolders).toEqual({});
  });
});

describe('regions slice', () => {
  it('starts unknown for every region and records status and continent', () => {
    const store = createAppStore();
    expect(store.getState().regionSessions).toEqual({
      eu: { status: 'unknown' },
      us: { status: 'unknown' },
      hipaa: { status: 'unknown' },
    });
    store.getState().setRegionStatus('us', 'signed-in');
    store.getState().setContinent('NA');
    expect(store.getState().regionSessions.us.status).toBe('signed-in');
    expect(store.getState().regionSessions.eu.status).toBe('unknown');
    expect(store.getState().continent).toBe('NA');
  });
});
