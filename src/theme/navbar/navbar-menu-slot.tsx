import { lazy, Suspense, startTransition, useState } from 'react';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { ChevronDownIcon } from '../icons/icons';

const NavbarMenu = lazy(() => import('./navbar-menu'));

/**
 * The dropdown's code (Headless UI Menu with floating positioning) is not part
 * of the first load: a look-alike button loads it on hover, focus or click.
 * The load runs in a transition, so the look-alike stays mounted (and keeps
 * the pointer and focus) until the real menu is ready to take over.
 */
export function NavbarMenuSlot({ item }: { item: PageMapEntry }) {
  const [wanted, setWanted] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const [openOnMount, setOpenOnMount] = useState(false);
  const load = () => startTransition(() => setWanted(true));
  if (wanted) {
    return (
      <Suspense fallback={null}>
        <NavbarMenu item={item} focusOnMount={focusOnMount} openOnMount={openOnMount} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className="navbar-link navbar-menu-button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocusOnMount(true);
        load();
      }}
      onClick={() => {
        setOpenOnMount(true);
        load();
      }}
    >
      {item.title}
      <ChevronDownIcon />
    </button>
  );
}
