import type { ComponentType } from 'react';
// The styles of the lazy components (lazy-components.ts) stay in the page's
// stylesheet, in the order they always had: a prerendered page is styled at
// first paint, long before its components' code arrives.
import '../features/collections/collections.css';
import '../features/contact-form/contact-form.css';
import './availability/availability-banner.css';
import './banner/banner.css';
import './bleed/bleed.css';
import { Callout } from './callout/callout';
import './cards/cards.css';
import { CodeBlock } from './code/code-block';
import './comparison-table/comparison-table.css';
import './cookbook/cookbook-index.css';
import './details/details.css';
import './embed/embed.css';
import './faq/faq.css';
import './feature-grid/feature-grid.css';
import './file-tree/file-tree.css';
import './frame/frame.css';
import './hero/hero.css';
import { H2, H3, H4, H5, H6 } from './html/heading';
import { Image } from './html/image';
import { Table } from './html/table';
import './library/library.css';
import { MdxLink } from './link/mdx-link';
import './locale-content/locale-content.css';
import './logo-wall/logo-wall.css';
import './mermaid/mermaid.css';
import './notebook/notebook.css';
import './pricing-table/pricing-table.css';
import './steps/steps.css';
import './tabs/tabs.css';
import './team-grid/team-grid.css';
import './video/video.css';

/**
 * The MDX components nearly every page uses, in the entry: overrides of plain
 * HTML tags and Callout. Every other name in build-content/component-names.ts
 * loads with the first page that uses it (lazy-components.ts). A tag missing
 * from both renders as itself; an unknown component name renders its children.
 */
// biome-ignore lint/suspicious/noExplicitAny: components receive arbitrary JSON props from content
export const components: Record<string, ComponentType<any>> = {
  Callout,

  a: MdxLink,
  h2: H2,
  h3: H3,
  h4: H4,
  h5: H5,
  h6: H6,
  img: Image,
  pre: CodeBlock,
  table: Table,
};
