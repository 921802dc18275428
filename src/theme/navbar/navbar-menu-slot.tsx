import { lazy } from 'react';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { ChevronDownIcon } from '../icons/icons';
import { LazyMenuSlot } from '../lazy-menu-slot';

const NavbarMenu = lazy(() => import('./navbar-menu'));

/** A navbar dropdown (Headless UI Menu with floating positioning), loaded on first interaction. */
export function NavbarMenuSlot({ item }: { item: PageMapEntry }) {
  return (
    <LazyMenuSlot
      className="navbar-link navbar-menu-button"
      menu={(request) => <NavbarMenu item={item} {...request} />}
    >
      {item.title}
      <ChevronDownIcon />
    </LazyMenuSlot>
  );
}
