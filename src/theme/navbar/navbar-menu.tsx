import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useRef } from 'react';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { PrefetchLink } from '../../data/prefetch-link';
import { ChevronDownIcon } from '../icons/icons';
import { useMenuTakeover } from '../lazy-menu-slot';

/**
 * A `menu` entry of the page map: a dropdown of its items (keyboard and
 * type-ahead from Headless UI). Loaded on first interaction; it takes over
 * focus, and the open request, from the placeholder button it replaces.
 */
export default function NavbarMenu({
  item,
  focusOnMount = false,
  openOnMount = false,
}: {
  item: PageMapEntry;
  focusOnMount?: boolean;
  openOnMount?: boolean;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useMenuTakeover(buttonRef, { focusOnMount, openOnMount });
  return (
    <Menu>
      <MenuButton ref={buttonRef} className="navbar-link navbar-menu-button">
        {item.title}
        <ChevronDownIcon />
      </MenuButton>
      <MenuItems anchor="bottom start" className="menu-panel" modal={false}>
        {(item.items ?? []).map((menuItem) => (
          <MenuItem key={menuItem.name}>
            <PrefetchLink
              href={menuItem.href}
              className="menu-item navbar-menu-item"
              target={menuItem.newWindow ? '_blank' : undefined}
            >
              {menuItem.title}
            </PrefetchLink>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
