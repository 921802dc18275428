import { notify } from '../toasts/notify';

/**
 * "New version available — reload" in the toast area (announced politely),
 * kept until the reader reloads or closes it. Reloading switches the whole
 * page to the new build at once (never old page code with new content).
 */
export function offerUpdate(onReload: () => void): void {
  notify({
    id: 'new-version',
    title: 'New version available — reload',
    durationMs: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: onReload },
  });
}
