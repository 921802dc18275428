import { useId, useState } from 'react';
import { lazyPart, PartBoundary } from '../../theme/lazy-part';
import { LoadingSizes, SizesUnavailable } from './save-offline-notes';
import './save-offline.css';

const SaveOfflinePanel = lazyPart(() => import('./save-offline-panel'));

/**
 * "Save for offline" in the page's side column: a small toggle; the panel
 * (choices with sizes, progress) loads only when opened.
 */
export function SaveForOffline({ route, locale }: { route: string; locale: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="save-offline">
      <button
        type="button"
        className="toc-meta-link save-offline-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Save for offline
      </button>
      {open ? (
        // Closing and opening the toggle asks again for code that could not be fetched.
        <PartBoundary
          fallback={<SizesUnavailable id={panelId} />}
          loading={<LoadingSizes id={panelId} />}
        >
          <SaveOfflinePanel id={panelId} route={route} locale={locale} />
        </PartBoundary>
      ) : null}
    </div>
  );
}
