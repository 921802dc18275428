import { type ComponentType, lazy } from 'react';
import type { TreeNode } from '../../build-content/bundle-format';

// biome-ignore lint/suspicious/noExplicitAny: components receive arbitrary JSON props from content
type MdxComponent = ComponentType<any>;

/**
 * MDX components that only some pages use, each in its own chunk. A page's
 * chunk is not handed to React before the components its tree names are
 * loaded (page-queries.ts, the prerender), so the first render, the server's
 * and the hydrating one alike, never waits for code: a page downloads the
 * code of what it shows, not of every component the site has.
 */
// One import() per module: each call site carries its own list of files to preload.
const tabs = () => import('./tabs/tabs');
const langTabs = () => import('./tabs/lang-tabs');
const steps = () => import('./steps/steps');
const cards = () => import('./cards/cards');
const fileTree = () => import('./file-tree/file-tree');
const frame = () => import('./frame/frame');
const availabilityBanner = () => import('./availability/availability-banner');
const mermaid = () => import('./mermaid/mermaid');
const video = () => import('./video/video');
const cookbookIndex = () => import('./cookbook/cookbook-index');
const collectionIndex = () => import('../features/collections/collection-index');
const entryHeader = () => import('../features/collections/entry-header');
const authorEntries = () => import('../features/collections/author-entries');
const notebookCell = () => import('./notebook/notebook-cell');
const notebookOutput = () => import('./notebook/notebook-output');
const hero = () => import('./hero/hero');
const featureGrid = () => import('./feature-grid/feature-grid');
const logoWall = () => import('./logo-wall/logo-wall');
const comparisonTable = () => import('./comparison-table/comparison-table');
const pricingTable = () => import('./pricing-table/pricing-table');
const faq = () => import('./faq/faq');
const pageCards = () => import('./page-cards/page-cards');
const teamGrid = () => import('./team-grid/team-grid');
const ossFriends = () => import('./oss-friends/oss-friends');
const libraryIndex = () => import('./library/library-index');
const supportTimes = () => import('./support-times/support-times');
const contactForm = () => import('../features/contact-form/contact-form');
const localeContent = () => import('./locale-content/locale-content');
const bleed = () => import('./bleed/bleed');
const banner = () => import('./banner/banner');
const collapse = () => import('./collapse/collapse');
const details = () => import('./details/details');
const embed = () => import('./embed/embed');

const loaders: Record<string, () => Promise<MdxComponent>> = {
  Tabs: () => tabs().then((m) => m.Tabs),
  Tab: () => tabs().then((m) => m.TabsPanel),
  'Tabs.Tab': () => tabs().then((m) => m.TabsPanel),
  LangTabs: () => langTabs().then((m) => m.LangTabs),
  Steps: () => steps().then((m) => m.Steps),
  Cards: () => cards().then((m) => m.Cards),
  Card: () => cards().then((m) => m.Card),
  'Cards.Card': () => cards().then((m) => m.Card),
  FileTree: () => fileTree().then((m) => m.FileTree),
  'FileTree.File': () => fileTree().then((m) => m.FileTree.File),
  'FileTree.Folder': () => fileTree().then((m) => m.FileTree.Folder),
  Frame: () => frame().then((m) => m.Frame),
  AvailabilityBanner: () => availabilityBanner().then((m) => m.AvailabilityBanner),
  Mermaid: () => mermaid().then((m) => m.Mermaid),
  Video: () => video().then((m) => m.Video),
  CookbookIndex: () => cookbookIndex().then((m) => m.CookbookIndex),
  CollectionIndex: () => collectionIndex().then((m) => m.CollectionIndex),
  EntryHeader: () => entryHeader().then((m) => m.EntryHeader),
  AuthorEntries: () => authorEntries().then((m) => m.AuthorEntries),
  NotebookCell: () => notebookCell().then((m) => m.NotebookCell),
  NotebookOutput: () => notebookOutput().then((m) => m.NotebookOutput),
  Hero: () => hero().then((m) => m.Hero),
  HeroAction: () => hero().then((m) => m.HeroAction),
  FeatureGrid: () => featureGrid().then((m) => m.FeatureGrid),
  Feature: () => featureGrid().then((m) => m.Feature),
  LogoWall: () => logoWall().then((m) => m.LogoWall),
  ComparisonTable: () => comparisonTable().then((m) => m.ComparisonTable),
  PricingTable: () => pricingTable().then((m) => m.PricingTable),
  Faq: () => faq().then((m) => m.Faq),
  FaqItem: () => faq().then((m) => m.FaqItem),
  PageCards: () => pageCards().then((m) => m.PageCards),
  TeamGrid: () => teamGrid().then((m) => m.TeamGrid),
  OssFriends: () => ossFriends().then((m) => m.OssFriends),
  LibraryIndex: () => libraryIndex().then((m) => m.LibraryIndex),
  LibraryItem: () => libraryIndex().then((m) => m.LibraryItem),
  SupportTimes: () => supportTimes().then((m) => m.SupportTimes),
  ContactForm: () => contactForm().then((m) => m.ContactForm),
  LocaleContent: () => localeContent().then((m) => m.LocaleContent),
  Bleed: () => bleed().then((m) => m.Bleed),
  Banner: () => banner().then((m) => m.Banner),
  Collapse: () => collapse().then((m) => m.Collapse),
  details: () => details().then((m) => m.Details),
  summary: () => details().then((m) => m.Summary),
  iframe: () => embed().then((m) => m.Embed),
};

const loaded = new Map<string, MdxComponent>();
const suspending = new Map<string, MdxComponent>();

export function isLazyComponent(name: string): boolean {
  return Object.hasOwn(loaders, name);
}

/**
 * The component for a lazy name: the loaded one, or (when something renders
 * a tree before loading it, as a test may) one that suspends until it is.
 */
export function lazyComponent(name: string): MdxComponent {
  const ready = loaded.get(name);
  if (ready) return ready;
  let waiting = suspending.get(name);
  if (!waiting) {
    waiting = lazy(() => loadComponent(name).then((component) => ({ default: component })));
    suspending.set(name, waiting);
  }
  return waiting;
}

function loadComponent(name: string): Promise<MdxComponent> {
  return loaders[name]().then((component) => {
    loaded.set(name, component);
    return component;
  });
}

/** Every tag and component name in a tree, JSX props (`{$tree}`) included. */
export function namesInTree(tree: readonly TreeNode[]): Set<string> {
  const names = new Set<string>();
  const visitValue = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    const nested = (value as { $tree?: unknown }).$tree;
    if (!Array.isArray(value) && Array.isArray(nested)) nested.forEach(visitNode);
    else for (const item of Object.values(value)) visitValue(item);
  };
  const visitNode = (node: TreeNode): void => {
    if (typeof node === 'string') return;
    const [type, props, ...children] = node;
    names.add(type);
    if (props) visitValue(props);
    children.forEach(visitNode);
  };
  tree.forEach(visitNode);
  return names;
}

/** Loads the lazy components a page's tree uses; resolves at once when they are loaded. */
export async function loadTreeComponents(tree: readonly TreeNode[]): Promise<void> {
  const missing = [...namesInTree(tree)].filter(
    (name) => isLazyComponent(name) && !loaded.has(name),
  );
  await Promise.all(missing.map(loadComponent));
}

/** Every lazy component (tests that render trees synchronously). */
export async function loadAllComponents(): Promise<void> {
  await Promise.all(Object.keys(loaders).map(loadComponent));
}
