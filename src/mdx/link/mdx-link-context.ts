import { createContext } from 'react';

export interface MdxLinkOptions {
  /** Called when an internal link is hovered or focused, so the shell can fetch that page's chunk early. */
  onPrefetch?: (href: string) => void;
}

/** Provided by the app shell; links work without it (no prefetch). */
export const MdxLinkContext = createContext<MdxLinkOptions>({});

/** The folder the current page's relative links start from (page-links.ts linkFolder); null outside a page. */
export const MdxLinkFolderContext = createContext<string | null>(null);
