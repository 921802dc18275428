import type { ComponentType } from 'react';
import { AvailabilityBanner } from './availability/availability-banner';
import { Banner } from './banner/banner';
import { Bleed } from './bleed/bleed';
import { Callout } from './callout/callout';
import { Card, Cards } from './cards/cards';
import { CodeBlock } from './code/code-block';
import { Collapse } from './collapse/collapse';
import { CookbookIndex } from './cookbook/cookbook-index';
import { Details, Summary } from './details/details';
import { Embed } from './embed/embed';
import { FileTree } from './file-tree/file-tree';
import { Frame } from './frame/frame';
import { H2, H3, H4, H5, H6 } from './html/heading';
import { Image } from './html/image';
import { Table } from './html/table';
import { MdxLink } from './link/mdx-link';
import { Mermaid } from './mermaid/mermaid';
import { NotebookCell } from './notebook/notebook-cell';
import { NotebookOutput } from './notebook/notebook-output';
import { Steps } from './steps/steps';
import { LangTabs } from './tabs/lang-tabs';
import { Tabs, TabsPanel } from './tabs/tabs';
import { Video } from './video/video-placeholder';

/**
 * The MDX component map: every name in build-content/component-names.ts plus
 * overrides of plain HTML tags. A tag missing here renders as itself; an
 * unknown component name renders its children.
 */
// biome-ignore lint/suspicious/noExplicitAny: components receive arbitrary JSON props from content
export const components: Record<string, ComponentType<any>> = {
  Callout,
  Tabs,
  Tab: TabsPanel,
  'Tabs.Tab': TabsPanel,
  LangTabs,
  Steps,
  Cards,
  Card,
  'Cards.Card': Card,
  FileTree,
  'FileTree.File': FileTree.File,
  'FileTree.Folder': FileTree.Folder,
  Frame,
  AvailabilityBanner,
  Mermaid,
  Video,
  CookbookIndex,
  NotebookCell,
  NotebookOutput,
  Bleed,
  Banner,
  Collapse,

  a: MdxLink,
  details: Details,
  summary: Summary,
  h2: H2,
  h3: H3,
  h4: H4,
  h5: H5,
  h6: H6,
  iframe: Embed,
  img: Image,
  pre: CodeBlock,
  table: Table,
};
