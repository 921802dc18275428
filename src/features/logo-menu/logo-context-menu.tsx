import { type ReactNode, useState } from 'react';
import { lazyPart, PartBoundary } from '../../theme/lazy-part';
import './logo-menu.css';

const LogoMenuDialog = lazyPart(() => import('./logo-menu-dialog'));

/**
 * Right-clicking the logo opens a dialog with the logo files and a link to the
 * brand assets (SPEC.md §2 "Logo"), instead of the browser's own menu.
 * A plain click still follows the link inside.
 */
export function LogoContextMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the context menu is an extra for pointer users; the link inside stays the control
    <span
      className="logo-context-menu"
      onContextMenu={(event) => {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }}
    >
      {children}
      {loaded ? (
        // Without its code (offline) the right-click does nothing, and tries again next time.
        <PartBoundary fallback={null} onError={() => setLoaded(false)}>
          <LogoMenuDialog open={open} onClose={() => setOpen(false)} />
        </PartBoundary>
      ) : null}
    </span>
  );
}
