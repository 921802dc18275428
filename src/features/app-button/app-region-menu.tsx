import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { CloudRegion } from '../../../config/site';
import { ChevronDownIcon } from '../../theme/icons/icons';

/** The To App dropdown: one item per signed-in region (loaded only when there are several). */
export default function AppRegionMenu({
  regions,
  label,
}: {
  regions: readonly CloudRegion[];
  label: string;
}) {
  return (
    <Menu>
      <MenuButton className="app-button">
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
