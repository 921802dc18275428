import { type ReactNode, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../../store/safe-storage';
import { CloseIcon } from '../../theme/icons/icons';
import './banner.css';

export interface BannerProps {
  /** Remembers a dismissal under this local-storage key. */
  storageKey?: string;
  /** Offer a button that hides the banner. */
  dismissible?: boolean;
  children?: ReactNode;
}

/**
 * A notice strip inside a page. Dismissing it stores "0" under its key (as
 * the site banner does), so it stays hidden on later visits; the stored
 * choice is read after mount, so the server render always shows it.
 */
export function Banner({ storageKey, dismissible = true, children }: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (storageKey && readStorage('local', storageKey) === '0') setDismissed(true);
  }, [storageKey]);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    if (storageKey) writeStorage('local', storageKey, '0');
  };
  return (
    <div className="mdx-banner" role="note">
      <div className="mdx-banner-content">{children}</div>
      {dismissible ? (
        <button type="button" className="mdx-banner-close" aria-label="Dismiss" onClick={dismiss}>
          <CloseIcon width="1em" height="1em" />
        </button>
      ) : null}
    </div>
  );
}
