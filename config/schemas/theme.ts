import { z } from 'zod';
import { httpUrl, label, route } from './common.ts';

const hue = z.number().min(0).max(360);
const percent = z.number().min(0).max(100);
const rgb = z.string().regex(/^\d{1,3},\d{1,3},\d{1,3}$/, 'an "r,g,b" triple');

/** The dismissible banner above the navbar; dismissal is stored under `key`. */
export const bannerSchema = z
  .object({
    /** Change it to show a new banner to readers who dismissed the last one. */
    key: z.string().min(1),
    dismissible: z.boolean().default(true),
    text: label,
    linkLabel: z.string().default(''),
    href: z.union([route, httpUrl]).optional(),
  })
  .strict();

/** Docs theme configuration (SPEC.md §3 "Theme configuration"; defaults from §9). */
export const themeSchema = z
  .object({
    color: z
      .object({
        hue: z.object({ light: hue, dark: hue }).strict(),
        saturation: z.object({ light: percent, dark: percent }).strict(),
      })
      .strict()
      .default({ hue: { light: 212, dark: 204 }, saturation: { light: 100, dark: 100 } }),
    backgroundColor: z
      .object({ light: rgb, dark: rgb })
      .strict()
      .default({ light: '250,250,250', dark: '17,17,17' }),
    /** Omitted: no banner. */
    banner: bannerSchema.optional(),
    darkMode: z.boolean().default(true),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    /** Base of "Edit this page" links; must parse (SPEC.md §5). */
    docsRepositoryBase: httpUrl.default('https://github.com/example/docs/edit/main'),
    /** Where new issues (feedback, broken links) are opened. */
    issuesBase: httpUrl.default('https://github.com/example/docs'),
    /** Show "Last updated on" from git history. */
    gitTimestamp: z.boolean().default(true),
    navigation: z
      .object({ prev: z.boolean(), next: z.boolean() })
      .strict()
      .default({ prev: true, next: true }),
    nextThemes: z
      .object({
        defaultTheme: z.enum(['light', 'dark', 'system']),
        storageKey: z.string().min(1),
      })
      .strict()
      .default({ defaultTheme: 'system', storageKey: 'theme' }),
    /** The language switch's cookie (SPEC.md §7 "Language switch"). */
    localeCookie: z
      .object({ name: z.string().min(1), maxAgeDays: z.number().int().positive() })
      .strict()
      .default({ name: 'NEXT_LOCALE', maxAgeDays: 365 }),
    defaultLocale: z.string().min(2).default('en-US'),
    sidebar: z
      .object({
        defaultMenuCollapseLevel: z.number().int().min(0),
        toggleButton: z.boolean(),
        autoCollapse: z.boolean(),
      })
      .strict()
      .default({ defaultMenuCollapseLevel: 2, toggleButton: true, autoCollapse: false }),
    toc: z
      .object({ float: z.boolean(), backToTop: z.boolean() })
      .strict()
      .default({ float: true, backToTop: true }),
    /** Heading depth the sidebar lists under the current page. */
    sidebarHeadingDepth: z.number().int().min(2).max(6).default(2),
    /** Below this width (px) the sidebar becomes a slide-in menu. */
    mobileBreakpoint: z.number().int().positive().default(768),
  })
  .strict();

/** Default labels (SPEC.md §9); every one is shown to readers. */
export const labelsSchema = z
  .object({
    search: label.default('Search documentation…'),
    toc: label.default('On This Page'),
    backToTop: label.default('Scroll to top'),
    editLink: label.default('Edit this page'),
    feedback: label.default('Question? Give us feedback →'),
    changeTheme: label.default('Change theme'),
    changeLanguage: label.default('Change language'),
    hideSidebar: label.default('Hide sidebar'),
    showSidebar: label.default('Show sidebar'),
    skipToContent: label.default('Skip to content'),
    brokenLink: label.default('Submit an issue about broken link →'),
    lastUpdated: label.default('Last updated on'),
    contributors: label.default('Contributors'),
    hiring: label.default('HIRING'),
    dismissBanner: label.default('Dismiss banner'),
    openMenu: label.default('Open menu'),
    closeMenu: label.default('Close menu'),
  })
  .strict();

/** Keys of config/theme.ts. */
export const themeKeys = {
  theme: themeSchema.default({}),
  labels: labelsSchema.default({}),
};
