/**
 * Docs theme configuration (SPEC.md §3 "Theme configuration", values from §9).
 * Pure data: read by the app shell and by the pre-paint script in index.html.
 */
import { site } from './site.ts';

export type ThemeName = 'light' | 'dark' | 'system';

export const themeConfig = {
  color: {
    hue: { light: 212, dark: 204 },
    saturation: { light: 100, dark: 100 },
  },
  backgroundColor: {
    light: '250,250,250',
    dark: '17,17,17',
  },
  banner: {
    key: 'town-hall-2025-07-16',
    dismissible: true,
    text: 'Town hall on July 16: the roadmap for the second half of 2025, live Q&A with the team.',
    linkLabel: 'Join us →',
    href: '/docs/roadmap',
  },
  darkMode: true,
  direction: 'ltr' as const,
  docsRepositoryBase: `${site.docsRepositoryBase}/edit/${site.docsRepositoryBranch}`,
  /** Where new issues (feedback, broken links) are opened. */
  issuesBase: site.docsRepositoryBase,
  gitTimestamp: true,
  navigation: { prev: true, next: true },
  nextThemes: { defaultTheme: 'system' as ThemeName, storageKey: 'theme' },
  localeCookie: { name: 'NEXT_LOCALE', maxAgeDays: 365 },
  defaultLocale: site.defaultLocale,
  sidebar: { defaultMenuCollapseLevel: 2, toggleButton: true, autoCollapse: false },
  toc: { float: true, backToTop: true },
  /** Page routes that list the current page's headings in the sidebar (depth 2 only). */
  sidebarHeadingDepth: 2,
  mobileBreakpoint: 768,
} as const;

/**
 * The stored value for a dismissed banner (SPEC.md §4 "Banner"), written under
 * `themeConfig.banner.key` by the store and read by the pre-paint script.
 */
export const BANNER_DISMISSED_VALUE = '0';

/** Default labels (SPEC.md §9). */
export const labels = {
  search: 'Search documentation…',
  toc: 'On This Page',
  backToTop: 'Scroll to top',
  editLink: 'Edit this page',
  feedback: 'Question? Give us feedback →',
  changeTheme: 'Change theme',
  changeLanguage: 'Change language',
  hideSidebar: 'Hide sidebar',
  showSidebar: 'Show sidebar',
  skipToContent: 'Skip to content',
  brokenLink: 'Submit an issue about broken link →',
  lastUpdated: 'Last updated on',
  contributors: 'Contributors',
  hiring: 'HIRING',
  dismissBanner: 'Dismiss banner',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
} as const;
