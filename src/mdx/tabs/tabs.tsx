import { type ComponentType, type ReactNode, startTransition, useCallback, useState } from 'react';
import { lazyPart, loadAhead, PartBoundary } from '../../theme/lazy-part';
import { StaticTabs } from './static-tabs';
import { type TabPanelProps, type TabsModel, type TabsProps, useTabsModel } from './tabs-model';
import './tabs.css';

export type { TabItem, TabsProps } from './tabs-model';

type WidgetModule = { default: ComponentType<{ model: TabsModel }> };

/**
 * A tab group whose interactive widget's code comes from `load`. Renders as
 * static markup (server, first paint, first load) and becomes the widget once
 * the reader points at, touches or focuses it.
 */
export function tabsWithWidget(load: () => Promise<WidgetModule>) {
  const InteractiveTabs = lazyPart(load);
  return function Tabs(props: TabsProps) {
    const model = useTabsModel(props);
    const [awake, setAwake] = useState(false);
    const wake = useCallback(() => {
      loadAhead(load);
      // A transition keeps the static tabs (and their focus and keys) on screen while the chunk loads.
      startTransition(() => setAwake(true));
    }, []);
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      setAwake(false);
      setAttempt((count) => count + 1);
    }, []);
    const staticTabs = <StaticTabs model={model} onWake={awake ? undefined : wake} />;
    // Without the widget's code (offline) the static tabs stay, and wake again on the next reach.
    return (
      <PartBoundary key={attempt} fallback={staticTabs} onError={retry}>
        {awake ? <InteractiveTabs model={model} /> : staticTabs}
      </PartBoundary>
    );
  };
}

// Headless UI's tabs are about 12 KB gzip: fetched only once a reader reaches for a tab group.
export const Tabs = tabsWithWidget(() => import('./interactive-tabs'));

/**
 * One panel of a Tabs group (`<Tab>` and `<Tabs.Tab>` in content). Tabs reads
 * its children; on its own it just shows them.
 */
export function TabsPanel({ children }: TabPanelProps & { children?: ReactNode }) {
  return <>{children}</>;
}
