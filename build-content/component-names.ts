/**
 * Component names that content may use as JSX and that the app's component map
 * implements. Anything else is a build warning and renders its children.
 */
export const COMPONENT_NAMES = [
  'Callout',
  'Tabs',
  'Tab',
  'Tabs.Tab',
  'LangTabs',
  'Steps',
  'Cards',
  'Card',
  'Cards.Card',
  'FileTree',
  'FileTree.File',
  'FileTree.Folder',
  'Frame',
  'AvailabilityBanner',
  'Mermaid',
  'Video',
  'CookbookIndex',
  'NotebookCell',
  'NotebookOutput',
  'Bleed',
  'Banner',
  'Collapse',
] as const;

export type ComponentName = (typeof COMPONENT_NAMES)[number];
