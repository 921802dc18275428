import { lazy, Suspense, useId, useState } from 'react';
import './save-offline.css';

const SaveOfflinePanel = lazy(() => import('./save-offline-panel'));

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
        <Suspense fallback={<p className="save-offline-note">Loading sizes…</p>}>
          <SaveOfflinePanel id={panelId} route={route} locale={locale} />
        </Suspense>
      ) : null}
    </div>
  );
}
