import { type ComponentType, useEffect, useState } from 'react';
import { hasPendingToasts, onToastRequested } from './notify';

type LoadedToaster = ComponentType;

/**
 * The toast area, mounted next to the page. The toast library is loaded on
 * the first `notify()`, so pages that never show a toast never download it.
 * Toasts are announced politely (an aria-live="polite" region). When the
 * library cannot be fetched (offline, a deploy removed the chunk), messages
 * keep waiting and the next one tries again, instead of breaking the page.
 */
export function ToastArea() {
  const [Toaster, setToaster] = useState<LoadedToaster | null>(null);
  useEffect(() => {
    if (Toaster) return;
    let loading = false;
    let active = true;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./sonner-toaster').then(
        (module) => {
          if (active) setToaster(() => module.default);
        },
        () => {
          loading = false;
        },
      );
    };
    if (hasPendingToasts()) load();
    const stop = onToastRequested(load);
    return () => {
      active = false;
      stop();
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
