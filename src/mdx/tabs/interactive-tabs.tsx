import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { refocusPart } from './focus-part';
import type { TabsModel } from './tabs-model';

/**
 * The tab group on Headless UI, which owns roles and keyboard: arrows,
 * Home/End, PageUp/PageDown, Enter/Space, disabled tabs skipped. Hidden panels
 * stay in the DOM so find-in-page sees them.
 */
export default function InteractiveTabs({ model }: { model: TabsModel }) {
  const { tabs, panels, selectedIndex, select, focused } = model;
  const listRef = useRef<HTMLDivElement>(null);

  // A reader who focused a tab or panel of the static markup keeps focus on the same one.
  useEffect(() => {
    const part = focused.current;
    focused.current = null;
    refocusPart(listRef.current?.parentElement, part);
  }, [focused]);

  return (
    <TabGroup className="tabs" selectedIndex={selectedIndex} onChange={select} data-interactive="">
      <TabList ref={listRef} className="tabs-list">
        {tabs.map((tab, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tabs are positional, never reordered
          <Tab key={index} className="tabs-tab" disabled={tab.disabled}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="tabs-panels">
        {panels.map((panel, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: panels are positional, never reordered
          <TabPanel key={index} className="tabs-panel" unmount={false}>
            {panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
