import { notify } from '../toasts/notify';
import type { CopyErrorLabel } from './copy-errors';

/** What the 3-second label cannot say: why copying failed and what to do next. */
const EXPLANATIONS: Record<CopyErrorLabel, string> = {
  'Config Error': 'Copy as Markdown is not set up on this site.',
  'Source Files Not Found': 'The source of this page could not be found.',
  'Fetch Error':
    'The source of this page could not be loaded. Check your connection and try again.',
  'Clipboard Permission Denied':
    'Your browser did not allow access to the clipboard. Allow it for this site and try again.',
  'Copy Error': 'Copying to the clipboard failed. Try again.',
};

/** One toast per failure; a second failure replaces the first rather than stacking. */
export function notifyCopyError(label: CopyErrorLabel): void {
  notify({
    kind: 'error',
    id: 'copy-markdown-error',
    title: label,
    description: EXPLANATIONS[label],
  });
}
