import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useRef } from 'react';
import type { CloudRegion } from '../../../config/site';
import { ChevronDownIcon } from '../../theme/icons/icons';
import { useMenuTakeover } from '../../theme/lazy-menu-slot';

/**
 * The To App dropdown: one item per signed-in region (loaded only when there
 * are several, on first interaction). It takes over focus, and the open
 * request, from the look-alike button it replaces.
 */
export default function AppRegionMenu({
  regions,
  label,
  focusOnMount = false,
  openOnMount = false,
}: {
  regions: readonly CloudRegion[];
  label: string;
  focusOnMount?: boolean;
  openOnMount?: boolean;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useMenuTakeover(buttonRef, { focusOnMount, openOnMount });
  return (
    <Menu>
      <MenuButton ref={buttonRef} className="app-button">
        {label}
        <ChevronDownIcon />
      </MenuButton>
      <MenuItems anchor="bottom end" className="menu-panel app-button-menu" modal={false}>
        {regions.map((region) => (
          <MenuItem key={region.key}>
            <a className="menu-item" href={region.url}>
              {region.label}
            </a>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
