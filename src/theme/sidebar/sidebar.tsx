import type { PageMapEntry, TocEntry } from '../../../build-content/bundle-format';
import { labels } from '../../../config/theme';
import { useAppStore } from '../../store/store';
import { SidebarIcon } from '../icons/icons';
import { SidebarTree } from './sidebar-tree';
import './sidebar.css';

/** Desktop sidebar: the docs tree, collapsible between 16rem and 5rem by its toggle button. */
export function Sidebar({
  items,
  route,
  headings,
}: {
  items: PageMapEntry[];
  route: string;
  headings: TocEntry[];
}) {
  const collapsed = useAppStore((s) => s.sidebarCollapsed);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  return (
    <aside className="sidebar" data-collapsed={collapsed || undefined} aria-label="Documentation">
      <div className="sidebar-scroll">
        {collapsed ? null : <SidebarTree items={items} route={route} headings={headings} />}
      </div>
      <div className="sidebar-footer">
        <button
          type="button"
          className="sidebar-toggle"
          aria-expanded={!collapsed}
          title={collapsed ? labels.showSidebar : labels.hideSidebar}
          onClick={toggleSidebar}
        >
          <SidebarIcon />
          <span className={collapsed ? 'sr-only' : undefined}>
            {collapsed ? labels.showSidebar : labels.hideSidebar}
          </span>
        </button>
      </div>
    </aside>
  );
}
