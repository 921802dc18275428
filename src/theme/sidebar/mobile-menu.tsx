import { useEffect } from 'react';
import type { PageMapEntry, TocEntry } from '../../../build-content/bundle-format';
import { labels } from '../../../config/theme';
import { useAppStore } from '../../store/store';
import { CloseIcon } from '../icons/icons';
import { LocaleSwitch } from '../locale-switch/locale-switch';
import { NavbarLinks } from '../navbar/navbar-links';
import { ThemeSwitch } from '../theme-switch/theme-switch';
import { SidebarTree } from './sidebar-tree';
import './sidebar.css';

/**
 * The menu on small screens: top-level sections and the docs tree slide in
 * over a dimmed backdrop; the page behind does not scroll while it is open.
 */
export function MobileMenu({
  navbarItems,
  sidebarItems,
  route,
  headings,
}: {
  navbarItems: PageMapEntry[];
  sidebarItems: PageMapEntry[];
  route: string;
  headings: TocEntry[];
}) {
  const open = useAppStore((s) => s.mobileMenuOpen);
  const setOpen = useAppStore((s) => s.setMobileMenuOpen);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('scroll-locked');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('scroll-locked');
      window.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  if (!open) return null;
  return (
    <div className="mobile-menu-root">
      <div
        className="mobile-menu-backdrop"
        data-testid="mobile-menu-backdrop"
        onClick={() => setOpen(false)}
        aria-hidden="true"
      />
      <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
        <div className="mobile-menu-header">
          <button
            type="button"
            className="navbar-hamburger mobile-menu-close"
            aria-label={labels.closeMenu}
            onClick={() => setOpen(false)}
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <NavbarLinks items={navbarItems} route={route} className="mobile-menu-sections" />
        {sidebarItems.length > 0 ? (
          <SidebarTree items={sidebarItems} route={route} headings={headings} />
        ) : null}
        <div className="mobile-menu-footer">
          <ThemeSwitch />
          <LocaleSwitch />
        </div>
      </nav>
    </div>
  );
}
