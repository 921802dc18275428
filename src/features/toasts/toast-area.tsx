import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingToasts, onToastRequested } from './notify';

const Toaster = lazy(() => import('./sonner-toaster'));

/**
 * The toast area, mounted next to the page. The toast library is loaded on
 * the first `notify()`, so pages that never show a toast never download it.
 * Toasts are announced politely (an aria-live="polite" region).
 */
export function ToastArea() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (hasPendingToasts()) setWanted(true);
    return onToastRequested(() => setWanted(true));
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
