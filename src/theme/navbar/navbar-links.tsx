import type { PageMapEntry } from '../../../build-content/bundle-format';
import { isOnActivePath } from '../../data/page-map-nav';
import { PrefetchLink } from '../../data/prefetch-link';
import { ExternalIcon } from '../icons/icons';
import { NavbarMenuSlot } from './navbar-menu-slot';

/** Top-level `page` entries as links (the active one marked) and `menu` entries as dropdowns. */
export function NavbarLinks({
  items,
  route,
  className = 'navbar-links',
}: {
  items: PageMapEntry[];
  route: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => {
        if (item.type === 'menu') {
          return (
            <li key={item.name}>
              <NavbarMenuSlot item={item} />
            </li>
          );
        }
        const href = item.href ?? item.route;
        const active = !item.href && isOnActivePath(item, route);
        return (
          <li key={item.name}>
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
