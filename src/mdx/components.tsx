import type { ComponentType } from 'react';
import { AuthorEntries } from '../features/collections/author-entries';
import { CollectionIndex } from '../features/collections/collection-index';
import { EntryHeader } from '../features/collections/entry-header';
import { AvailabilityBanner } from './availability/availability-banner';
import { Banner } from './banner/banner';
import { Bleed } from './bleed/bleed';
import { Callout } from './callout/callout';
import { Card, Cards } from './cards/cards';
import { CodeBlock } from './code/code-block';
import { Collapse } from './collapse/collapse';
import { Details, Summary } from './details/details';
import { Embed } from './embed/embed';
import { Faq, FaqItem } from './faq/faq';
import { Feature, FeatureGrid } from './feature-grid/feature-grid';
import { Frame } from './frame/frame';
import { Hero, HeroAction } from './hero/hero';
import { H2, H3, H4, H5, H6 } from './html/heading';
import { Image } from './html/image';
import { Table } from './html/table';
import { LibraryIndex, LibraryItem } from './library/library-index';
import { MdxLink } from './link/mdx-link';
import { LocaleContent } from './locale-content/locale-content';
import { Mermaid } from './mermaid/mermaid';
import { NotebookCell } from './notebook/notebook-cell';
import { NotebookOutput } from './notebook/notebook-output';
import { onDemandComponents } from './on-demand/on-demand-components';
import { PageCards } from './page-cards/page-cards';
import { Steps } from './steps/steps';
import { LangTabs } from './tabs/lang-tabs';
import { Tabs, TabsPanel } from './tabs/tabs';
import { Video } from './video/video';

/**
 * The MDX component map: every name in build-content/component-names.ts plus
 * overrides of plain HTML tags. A tag missing here renders as itself; an
 * unknown component name renders its children. Components only a few pages
 * use load with those pages (on-demand/on-demand-components.ts).
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
  Frame,
  AvailabilityBanner,
  Mermaid,
  Video,
  CollectionIndex,
  EntryHeader,
  AuthorEntries,
  NotebookCell,
  NotebookOutput,
  Hero,
  HeroAction,
  FeatureGrid,
  Feature,
  Faq,
  FaqItem,
  PageCards,
  LibraryIndex,
  LibraryItem,
  LocaleContent,
  Bleed,
  Banner,
  Collapse,
  ...Object.fromEntries(
    Object.entries(onDemandComponents).map(([name, { Component }]) => [name, Component]),
  ),

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
