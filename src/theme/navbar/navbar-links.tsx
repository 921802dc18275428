import type { Ref } from 'react';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { isOnActivePath } from '../../data/page-map-nav';
import { PrefetchLink } from '../../data/prefetch-link';
import { ExternalIcon } from '../icons/icons';
import { NavbarMenuSlot } from './navbar-menu-slot';

/**
 * Top-level `page` entries as links (the active one marked) and `menu`
 * entries as dropdowns. Entries listed in `overflow` are out of view (the
 * navbar's "More" menu holds them) and out of the tab order.
 */
export function NavbarLinks({
  items,
  route,
  className = 'navbar-links',
  listRef,
  overflow = [],
}: {
  items: PageMapEntry[];
  route: string;
  className?: string;
  listRef?: Ref<HTMLUListElement>;
  overflow?: readonly number[];
}) {
  return (
    <ul className={className} ref={listRef}>
      {items.map((item, index) => {
        const hidden = overflow.includes(index) || undefined;
        if (item.type === 'menu') {
          return (
            <li key={item.name} data-overflow={hidden}>
              <NavbarMenuSlot item={item} />
            </li>
          );
        }
        const href = item.href ?? item.route;
        const active = !item.href && isOnActivePath(item, route);
        return (
          <li key={item.name} data-overflow={hidden}>
            <PrefetchLink
              href={href}
              className="navbar-link"
              aria-current={active ? 'page' : undefined}
              data-active={active || undefined}
              target={item.newWindow ? '_blank' : undefined}
            >
              {item.title}
              {item.newWindow ? <ExternalIcon /> : null}
            </PrefetchLink>
          </li>
        );
      })}
    </ul>
  );
}
