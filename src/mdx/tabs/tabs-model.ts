import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useRef,
  useState,
} from 'react';
import { useStoredIndex } from './use-stored-index';

export type TabItem = string | { label: ReactNode; disabled?: boolean };

export interface TabsProps {
  items?: TabItem[];
  /** Controlled selection. */
  selectedIndex?: number;
  /** Initial selection when uncontrolled (and nothing is stored). */
  defaultIndex?: number;
  onChange?: (index: number) => void;
  /** Persist the choice in localStorage under this key and follow changes made elsewhere. */
  storageKey?: string;
  children?: ReactNode;
}

export interface TabPanelProps {
  title?: string;
  children?: ReactNode;
}

export interface FocusedPart {
  role: 'tab' | 'tabpanel';
  index: number;
}

/** What both renderings of a tab group (static and interactive) need: tabs, panels, selection. */
export interface TabsModel {
  tabs: { label: ReactNode; disabled: boolean }[];
  panels: ReactNode[];
  selectedIndex: number;
  select: (index: number) => void;
  /** What has focus in the static markup (a tab or a panel), so the interactive widget can keep it focused when it takes over. */
  focused: RefObject<FocusedPart | null>;
}

function normalize(item: TabItem): { label: ReactNode; disabled: boolean } {
  return typeof item === 'object' && item !== null && 'label' in item
    ? { label: item.label, disabled: Boolean(item.disabled) }
    : { label: item as ReactNode, disabled: false };
}

/**
 * Selection state lives here, above the interactive widget, so it survives the
 * switch from the static first render to the loaded Headless UI tabs.
 */
export function useTabsModel({
  items,
  selectedIndex,
  defaultIndex = 0,
  onChange,
  storageKey,
  children,
}: TabsProps): TabsModel {
  // Content children arrive with whitespace text between the <Tab> elements.
  const panelElements = Children.toArray(children).filter(
    isValidElement,
  ) as ReactElement<TabPanelProps>[];
  const tabs = (items ?? panelElements.map((panel, i) => panel.props.title ?? `Tab ${i + 1}`)).map(
    normalize,
  );
  const usable = (index: number | null | undefined): index is number =>
    index != null && index >= 0 && index < tabs.length && !tabs[index].disabled;

  const [internalIndex, setInternalIndex] = useState(defaultIndex);
  const focused = useRef<FocusedPart | null>(null);
  const [storedIndex, storeIndex] = useStoredIndex(storageKey);
  const wanted = selectedIndex ?? (usable(storedIndex) ? storedIndex : undefined) ?? internalIndex;
  // Like Headless UI: a disabled or missing tab hands the selection to the next usable one.
  const fallback = tabs.findIndex((_, index) => usable(index));
  const current = usable(wanted) ? wanted : Math.max(fallback, 0);

  return {
    tabs,
    panels: panelElements.map((panel) => panel.props.children),
    selectedIndex: current,
    focused,
    select: (index: number) => {
      setInternalIndex(index);
      storeIndex(index);
      onChange?.(index);
    },
  };
}
