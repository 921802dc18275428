import { memo } from 'react';
import type { PageMapEntry, TocEntry } from '../../../build-content/bundle-format';
import { themeConfig } from '../../../config/theme';
import {
  isFolder,
  isFolderOpen,
  isOnActivePath,
  isReadable,
  navigableEntries,
  visibleChildren,
} from '../../data/page-map-nav';
import { PrefetchLink } from '../../data/prefetch-link';
import { apiMethodOf, MethodBadge } from '../../mdx/api-reference/method-badge';
import { useAppStore } from '../../store/store';
import { ExternalIcon } from '../icons/icons';

interface TreeProps {
  items: PageMapEntry[];
  route: string;
  headings: TocEntry[];
  depth?: number;
}

/** The page tree: folders, links, separators, and the current page's headings under its link. */
export function SidebarTree({ items, route, headings, depth = 1 }: TreeProps) {
  // Items the current route does not touch get the same props on every navigation, so memo skips them.
  return (
    <ul className={depth === 1 ? 'sidebar-list' : 'sidebar-list sidebar-sublist'}>
      {items.map((item) => (
        <SidebarItem
          key={`${item.name}:${item.route}`}
          item={item}
          route={isOnActivePath(item, route) ? route : ''}
          headings={isOnActivePath(item, route) ? headings : noHeadings}
          depth={depth}
        />
      ))}
    </ul>
  );
}

const noHeadings: TocEntry[] = [];

const SidebarItem = memo(function SidebarItem({
  item,
  route,
  headings,
  depth,
}: Omit<TreeProps, 'items'> & { item: PageMapEntry; depth: number }) {
  if (item.type === 'separator') {
    return item.title ? (
      <li className="sidebar-separator-title">{item.title}</li>
    ) : (
      <li className="sidebar-separator" aria-hidden="true" />
    );
  }
  if (isFolder(item) && item.type !== 'page') {
    return <SidebarFolder folder={item} route={route} headings={headings} depth={depth} />;
  }
  return <SidebarLink item={item} route={route} headings={headings} />;
});

const isSidebarHeading = (heading: TocEntry) => heading.depth === themeConfig.sidebarHeadingDepth;

/** The current page's headings at the configured depth, listed under its sidebar link. */
function SidebarHeadings({ title, headings }: { title: string; headings: TocEntry[] }) {
  return (
    <ul className="sidebar-headings" aria-label={`${title}: sections`}>
      {headings.filter(isSidebarHeading).map((heading) => (
        <li key={heading.id}>
          <a className="sidebar-heading-link" href={`#${heading.id}`}>
            {heading.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

function SidebarLink({
  item,
  route,
  headings,
}: {
  item: PageMapEntry;
  route: string;
  headings: TocEntry[];
}) {
  const active = !item.href && item.route === route;
  const href = item.href ?? item.route;
  const method = apiMethodOf(item.frontMatter);
  return (
    <li>
      <PrefetchLink
        href={href}
        className="sidebar-link"
        aria-current={active ? 'page' : undefined}
        target={item.newWindow ? '_blank' : undefined}
        prefetchInView
      >
        {method ? <MethodBadge method={method} /> : null}
        {item.title}
        {item.newWindow ? <ExternalIcon /> : null}
      </PrefetchLink>
      {active && headings.some(isSidebarHeading) ? (
        <SidebarHeadings title={item.title} headings={headings} />
      ) : null}
    </li>
  );
}

function SidebarFolder({
  folder,
  route,
  headings,
  depth,
}: {
  folder: PageMapEntry;
  route: string;
  headings: TocEntry[];
  depth: number;
}) {
  const stored = useAppStore((s) => s.openFolders[folder.route]);
  const setFolderOpen = useAppStore((s) => s.setFolderOpen);
  const open = isFolderOpen({
    folder,
    depth,
    currentRoute: route,
    stored,
    collapseLevel: themeConfig.sidebar.defaultMenuCollapseLevel,
  });
  const active = folder.route === route;
  const onPath = isOnActivePath(folder, route);
  const listId = `sidebar-folder-${folder.route.replace(/[^a-z0-9]+/gi, '-')}`;
  const toggle = (
    <button
      type="button"
      className="sidebar-folder-toggle"
      aria-expanded={open}
      aria-controls={listId}
      aria-label={
        isReadable(folder) ? `${open ? 'Collapse' : 'Expand'} ${folder.title}` : undefined
      }
      onClick={() => setFolderOpen(folder.route, !open)}
    >
      {isReadable(folder) ? null : <span className="sidebar-folder-title">{folder.title}</span>}
      {/* Drawn by CSS: an inline SVG in each of a large tree's folders was a sixth of its pages' HTML. */}
      <span className="sidebar-chevron" aria-hidden="true" />
    </button>
  );
  return (
    <li className="sidebar-folder" data-on-path={onPath || undefined}>
      <div className="sidebar-folder-row">
        {isReadable(folder) ? (
          <PrefetchLink
            href={folder.route}
            className="sidebar-link sidebar-folder-link"
            aria-current={active ? 'page' : undefined}
            onClick={() => setFolderOpen(folder.route, true)}
            prefetchInView
          >
            {folder.title}
          </PrefetchLink>
        ) : null}
        {toggle}
      </div>
      {open ? (
        <div id={listId} className="sidebar-folder-children">
          {active && headings.length > 0 ? (
            <SidebarHeadings title={folder.title} headings={headings} />
          ) : null}
          <SidebarTree
            items={navigableEntries(visibleChildren(folder))}
            route={route}
            headings={headings}
            depth={depth + 1}
          />
        </div>
      ) : (
        <div id={listId} hidden />
      )}
    </li>
  );
}
