import type { ReactNode } from 'react';
import { Tabs } from './tabs';

/** One key for the whole site: picking JS/TS once switches every LangTabs on every page. */
export const LANG_TABS_STORAGE_KEY = 'lang-tabs';
export const LANG_TABS_ITEMS = ['Python', 'JS/TS'];

/**
 * Python / JS-TS code tabs whose choice follows the reader across pages, tabs
 * and windows. Other language sets (`items`) keep their own shared choice.
 */
export function LangTabs({ children, items }: { children?: ReactNode; items?: string[] }) {
  const own = Array.isArray(items) && items.length > 0 ? items : undefined;
  return (
    <Tabs
      items={own ?? LANG_TABS_ITEMS}
      storageKey={own ? `${LANG_TABS_STORAGE_KEY}:${own.join('|')}` : LANG_TABS_STORAGE_KEY}
    >
      {children}
    </Tabs>
  );
}
