import type { TreeNode } from '../../../build-content/bundle-format';
import { type OnDemand, onDemand } from './on-demand';

const fileTree = () => import('../file-tree/file-tree').then((m) => m.FileTree);

/**
 * MDX components that only a few pages use (the pricing page, the contact
 * page, the cookbook index…): their code and data load with
 * the page that names them, not with every page's first load.
 */
export const onDemandComponents: Record<string, OnDemand> = {
  PricingTable: onDemand(() =>
    import('../pricing-table/pricing-table').then((m) => m.PricingTable),
  ),
  ContactForm: onDemand(() =>
    import('../../features/contact-form/contact-form').then((m) => m.ContactForm),
  ),
  OssFriends: onDemand(() => import('../oss-friends/oss-friends').then((m) => m.OssFriends)),
  TeamGrid: onDemand(() => import('../team-grid/team-grid').then((m) => m.TeamGrid)),
  SupportTimes: onDemand(() =>
    import('../support-times/support-times').then((m) => m.SupportTimes),
  ),
  LogoWall: onDemand(() => import('../logo-wall/logo-wall').then((m) => m.LogoWall)),
  ComparisonTable: onDemand(() =>
    import('../comparison-table/comparison-table').then((m) => m.ComparisonTable),
  ),
  CookbookIndex: onDemand(() => import('../cookbook/cookbook-index').then((m) => m.CookbookIndex)),
  FileTree: onDemand(fileTree),
  'FileTree.File': onDemand(() => fileTree().then((tree) => tree.File)),
  'FileTree.Folder': onDemand(() => fileTree().then((tree) => tree.Folder)),
};

/**
 * Loads the on-demand components a page's tree names, in its body or in
 * content props (`{$tree}`, see TreeProp).
 */
export function loadComponentsOf(tree: readonly TreeNode[]): Promise<void> {
  const loads = new Map<string, Promise<void>>();
  const visitProp = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visitProp);
    else if (value && typeof value === 'object') {
      const { $tree } = value as { $tree?: unknown };
      if (Array.isArray($tree)) $tree.forEach(visit);
      else Object.values(value).forEach(visitProp);
    }
  };
  const visit = (node: TreeNode) => {
    if (typeof node === 'string') return;
    const [type, props, ...children] = node;
    if (Object.hasOwn(onDemandComponents, type) && !loads.has(type))
      loads.set(type, onDemandComponents[type].load());
    if (props) Object.values(props).forEach(visitProp);
    children.forEach(visit);
  };
  tree.forEach(visit);
  return Promise.all(loads.values()).then(() => undefined);
}

/**
 * All of their code, a few KB: started when the reader shows intent to
 * open a page (a link's prefetch), so a page that uses one is not held up
 * by its code after its chunk, whichever page it is.
 */
export function loadAllComponents(): Promise<void> {
  return Promise.all(Object.values(onDemandComponents).map(({ load }) => load())).then(
    () => undefined,
  );
}
