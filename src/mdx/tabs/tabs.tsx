import { lazy, type ReactNode, Suspense } from 'react';
import { StaticTabs } from './static-tabs';
import { type TabPanelProps, type TabsProps, useTabsModel } from './tabs-model';
import './tabs.css';

export type { TabItem, TabsProps } from './tabs-model';

// Headless UI's tabs are about 12 KB gzip: fetched when a page has a tab group, not on first load.
const InteractiveTabs = lazy(() => import('./interactive-tabs'));

/** A tab group. Renders as static markup first (server, first paint), then becomes the Headless UI widget. */
export function Tabs(props: TabsProps) {
  const model = useTabsModel(props);
  return (
    <Suspense fallback={<StaticTabs model={model} />}>
      <InteractiveTabs model={model} />
    </Suspense>
  );
}

/**
 * One panel of a Tabs group (`<Tab>` and `<Tabs.Tab>` in content). Tabs reads
 * its children; on its own it just shows them.
 */
export function TabsPanel({ children }: TabPanelProps & { children?: ReactNode }) {
  return <>{children}</>;
}
