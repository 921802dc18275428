import type { ReactNode } from 'react';
import { Tabs } from './tabs';

/** One key for the whole site: picking JS/TS once switches every LangTabs on every page. */
export const LANG_TABS_STORAGE_KEY = 'lang-tabs';
export const LANG_TABS_ITEMS = ['Python', 'JS/TS'];

/** Python / JS-TS code tabs whose choice follows the reader across pages, tabs and windows. */
export function LangTabs({ children }: { children?: ReactNode }) {
  return (
    <Tabs items={LANG_TABS_ITEMS} storageKey={LANG_TABS_STORAGE_KEY}>
      {children}
    </Tabs>
  );
}
